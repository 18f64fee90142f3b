/**
 * What a rule called directly did: "done", or how it refused — `[status, message]` for an HTTP
 * error, the bare message for any other error.
 */
export async function outcome(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
    return "done";
  } catch (error) {
    const { statusCode, message } = error as { statusCode?: number; message: string };
    return statusCode === undefined ? message : [statusCode, message];
  }
}

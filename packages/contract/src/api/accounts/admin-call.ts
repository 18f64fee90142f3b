import { consoleCalls } from "../../console-call.ts";

/** An admin's call of the console's account management. */
export const adminCall = consoleCalls({ tag: "admin", access: "admin" });

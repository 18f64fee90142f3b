import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { fire } from "./load.ts";

// The load tool's warm-up (decision 129): the same clients go on into the measured window, and what
// they were answered before it counts apart, so an opening burst is reported as such.
describe("the load tool's warm-up", () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A server that refuses its first `refused` requests with a 503 (no Retry-After), then answers 200. */
  async function serverRefusingFirst(
    refused: number,
  ): Promise<{ address: string; connections: () => number }> {
    let seen = 0;
    let opened = 0;
    server = http.createServer((_request, response) => {
      seen += 1;
      response.writeHead(seen <= refused ? 503 : 200, { "content-type": "application/json" });
      response.end("{}");
    });
    server.on("connection", () => {
      opened += 1;
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    return {
      address: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      connections: () => opened,
    };
  }

  /** Four clients for 0.4 s after `warmupSeconds` of warm-up. */
  const fourClients = (address: string, warmupSeconds?: number) =>
    fire(address, {
      path: "/",
      method: "GET",
      connections: 4,
      seconds: 0.4,
      honourRetryAfter: true,
      ...(warmupSeconds ? { warmupSeconds } : {}),
    });

  it("counts the warm-up's answers apart and measures the window on the warm-up's connections", async () => {
    const target = await serverRefusingFirst(4);
    const figures = await fourClients(target.address, 0.4);
    expect(figures.warmup.shed.count).toBe(4);
    expect(figures.warmup.requests).toBeGreaterThan(4);
    expect(figures.shed.count).toBe(0);
    expect(figures.answered.count).toBeGreaterThan(0);
    expect(figures.requests).toBe(figures.answered.count);
    // Four clients, four keep-alive connections for the whole run.
    expect(target.connections()).toBe(4);
  });

  it("without a warm-up, the opening burst's refusals are in the window's figures", async () => {
    const target = await serverRefusingFirst(4);
    const figures = await fourClients(target.address);
    expect(figures.shed.count).toBe(4);
    expect(figures.warmup).toEqual({ requests: 0, shed: { count: 0, p99: 0, max: 0 } });
  });
});

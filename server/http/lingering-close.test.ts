import { type ChildProcess, fork } from "node:child_process";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest, writeChunked } from "#tests/setup/raw-http.ts";
import { LINGER_MS } from "./lingering-close.ts";

const MB = 1024 * 1024;
const SERVER = new URL("./fixtures/refusing-server.ts", import.meta.url).pathname;

describe("a lingering close", () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill();
    child = undefined;
  });

  /** The site's body limits (413 with Connection: close past 1 MB) on node:http, in a process of its own. */
  async function refusingServer() {
    const served: string[] = [];
    child = fork(SERVER, { stdio: "ignore" });
    const port = await new Promise<number>((resolve) =>
      child!.on("message", (message) => {
        if (typeof message === "string") served.push(message);
        else resolve((message as { port: number }).port);
      }),
    );
    return { port, served };
  }

  it("gets the answer to a client still sending its body, every time", async () => {
    const { port } = await refusingServer();
    // Without it, a few in a hundred of these lost their answer to the connection's reset.
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const answer = await rawRequest(
        port,
        {
          method: "POST",
          path: "/api/auth/login",
          headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        },
        (socket, answered) => writeChunked(socket, answered, 300 * MB),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array(100).fill(413));
  });

  it("serves no request that arrives after an answer that closed the connection", async () => {
    const { port, served } = await refusingServer();
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => (received += chunk));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    // A whole body over the limit, then another request: while the connection lingers, the
    // second request is not served.
    socket.write(`POST /first HTTP/1.1\r\nhost: x\r\ncontent-length: ${2 * MB}\r\n\r\n`);
    socket.write(Buffer.alloc(2 * MB, "a"));
    socket.write("GET /second HTTP/1.1\r\nhost: x\r\n\r\n");
    await expect.poll(() => received).toContain("HTTP/1.1 413");
    socket.end();
    await closed;
    expect(served).toEqual(["/first"]);
    expect(received.match(/HTTP\/1.1 /g)).toHaveLength(1);
  });

  it(
    "closes on a client that goes on sending, at the latest after its time",
    async () => {
      const { port } = await refusingServer();
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => {}); // the close is a reset: this client never stops sending
      let received = "";
      socket.on("data", (chunk) => (received += chunk));
      const closed = new Promise((resolve) => socket.on("close", resolve));
      socket.write(`POST /endless HTTP/1.1\r\nhost: x\r\ncontent-length: ${300 * MB}\r\n\r\n`);
      const chunk = Buffer.alloc(64 * 1024, "a");
      const send = () => {
        while (!socket.destroyed && socket.write(chunk));
        if (!socket.destroyed) socket.once("drain", send);
      };
      send();
      await closed;
      expect(received).toContain("HTTP/1.1 413");
    },
    LINGER_MS + 20_000,
  );
});

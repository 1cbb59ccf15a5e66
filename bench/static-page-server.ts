import { readFileSync } from "node:fs";
import { createServer } from "node:http";

/**
 * The yardstick of bench/pages.ts: a minimal Node HTTP server that answers every request with one
 * page's bytes and headers, read from the files it is given:
 *   node bench/static-page-server.ts <port> <body file> <headers JSON file>
 */
const [port = "0", bodyFile = "", headersFile = ""] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = JSON.parse(readFileSync(headersFile, "utf8")) as Record<string, string>;
createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), "127.0.0.1", () => process.send?.("ready"));

import { parentPort } from "node:worker_threads";
import { TextPostings } from "./text-postings.ts";

/**
 * Worker thread of the bulk load: tokenises names and descriptions into postings while the main
 * thread reads the database and fills the other columns, then hands the postings over.
 */
const postings = new TextPostings();
const port = parentPort!;

port.on("message", (message: TextBatch | { type: "finish" }) => {
  if (message.type === "texts") {
    for (const [i, names] of message.names.entries()) {
      postings.add(message.firstSlot + i, names, message.descriptions[i]!, message.labels[i]!);
    }
    port.postMessage({ type: "ack" });
    return;
  }
  postings.trim();
  const t = postings.toTransfer();
  // The arrays are moved, not copied: the postings of a million products are hundreds of MiB.
  const buffers = [t.nameOffsets, t.nameData, t.bodyOffsets, t.bodyData].map((a) => a.buffer as ArrayBuffer);
  port.postMessage({ type: "done", postings: t }, buffers);
});

export interface TextBatch {
  type: "texts";
  firstSlot: number;
  names: string[][];
  descriptions: string[][];
  /** Brand and company name of each product (see TextPostings.add). */
  labels: string[][];
}

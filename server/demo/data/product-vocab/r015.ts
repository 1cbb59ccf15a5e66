import { leaves as l015001 } from "./r015/015001.ts";
import { leaves as l015002 } from "./r015/015002.ts";
import { leaves as l015003 } from "./r015/015003.ts";
import { leaves as l015004 } from "./r015/015004.ts";
import { leaves as l015005 } from "./r015/015005.ts";
import { leaves as l015006 } from "./r015/015006.ts";
import { descriptions } from "./r015/descriptions.ts";
import type { RootVocab } from "./types.ts";

/** 015 Food & Beverage. */
export const vocab: RootVocab = {
  leaves: [...l015001, ...l015002, ...l015003, ...l015004, ...l015005, ...l015006],
  descriptions,
};

import { leaves as l002001 } from "./r002/002001.ts";
import { leaves as l002002 } from "./r002/002002.ts";
import { leaves as l002003 } from "./r002/002003.ts";
import { leaves as l002004 } from "./r002/002004.ts";
import { leaves as l002005 } from "./r002/002005.ts";
import { leaves as l002006 } from "./r002/002006.ts";
import { descriptions } from "./r002/descriptions.ts";
import type { RootVocab } from "./types.ts";

/** 002 Apparel & Textile */
export const vocab: RootVocab = {
  leaves: [...l002001, ...l002002, ...l002003, ...l002004, ...l002005, ...l002006],
  descriptions,
};

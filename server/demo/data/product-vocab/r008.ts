import { leaves as l008001 } from "./r008/008001.ts";
import { leaves as l008002 } from "./r008/008002.ts";
import { leaves as l008003 } from "./r008/008003.ts";
import { leaves as l008004 } from "./r008/008004.ts";
import { leaves as l008005 } from "./r008/008005.ts";
import { leaves as l008006 } from "./r008/008006.ts";
import { descriptions } from "./r008/descriptions.ts";
import type { RootVocab } from "./types.ts";

/** 008 Electronics */
export const vocab: RootVocab = {
  leaves: [...l008001, ...l008002, ...l008003, ...l008004, ...l008005, ...l008006],
  descriptions,
};

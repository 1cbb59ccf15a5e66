import { leaves as l020001 } from "./r020/020001.ts";
import { leaves as l020002 } from "./r020/020002.ts";
import { leaves as l020003 } from "./r020/020003.ts";
import { leaves as l020004 } from "./r020/020004.ts";
import { leaves as l020005 } from "./r020/020005.ts";
import { leaves as l020006 } from "./r020/020006.ts";
import { descriptions } from "./r020/descriptions.ts";
import type { RootVocab } from "./types.ts";

/** 020 Home & Garden */
export const vocab: RootVocab = {
  leaves: [...l020001, ...l020002, ...l020003, ...l020004, ...l020005, ...l020006],
  descriptions,
};

import { leaves as l024001 } from "./r024/024001.ts";
import { leaves as l024002 } from "./r024/024002.ts";
import { leaves as l024003 } from "./r024/024003.ts";
import { leaves as l024004 } from "./r024/024004.ts";
import { leaves as l024005 } from "./r024/024005.ts";
import { leaves as l024006 } from "./r024/024006.ts";
import { descriptions } from "./r024/descriptions.ts";
import type { RootVocab } from "./types.ts";

/** 024 Machinery */
export const vocab: RootVocab = {
  leaves: [...l024001, ...l024002, ...l024003, ...l024004, ...l024005, ...l024006],
  descriptions,
};

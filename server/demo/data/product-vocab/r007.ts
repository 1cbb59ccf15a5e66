import { leaves as l007001 } from "./r007/007001.ts";
import { leaves as l007002 } from "./r007/007002.ts";
import { leaves as l007003 } from "./r007/007003.ts";
import { leaves as l007004 } from "./r007/007004.ts";
import { leaves as l007005 } from "./r007/007005.ts";
import { leaves as l007006 } from "./r007/007006.ts";
import { descriptions } from "./r007/descriptions.ts";
import type { RootVocab } from "./types.ts";

/** 007 Construction & Building Materials */
export const vocab: RootVocab = {
  leaves: [...l007001, ...l007002, ...l007003, ...l007004, ...l007005, ...l007006],
  descriptions,
};

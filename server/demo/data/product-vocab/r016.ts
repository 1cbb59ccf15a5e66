import { leaves as l016001 } from "./r016/016001.ts";
import { leaves as l016002 } from "./r016/016002.ts";
import { leaves as l016003 } from "./r016/016003.ts";
import { leaves as l016004 } from "./r016/016004.ts";
import { leaves as l016005 } from "./r016/016005.ts";
import { descriptions } from "./r016/descriptions.ts";
import type { RootVocab } from "./types.ts";

/** 016 Furniture. */
export const vocab: RootVocab = {
  leaves: [...l016001, ...l016002, ...l016003, ...l016004, ...l016005],
  descriptions,
};

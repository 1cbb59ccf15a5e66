import { leaves as l034001 } from "./r034/034001.ts";
import { leaves as l034002 } from "./r034/034002.ts";
import { leaves as l034003 } from "./r034/034003.ts";
import { leaves as l034004 } from "./r034/034004.ts";
import { leaves as l034005 } from "./r034/034005.ts";
import { leaves as l034006 } from "./r034/034006.ts";
import { descriptions } from "./r034/descriptions.ts";
import type { RootVocab } from "./types.ts";

/** 034 Sports & Entertainment */
export const vocab: RootVocab = {
  leaves: [...l034001, ...l034002, ...l034003, ...l034004, ...l034005, ...l034006],
  descriptions,
};

import { vocab as r002 } from "./product-vocab/r002.ts";
import { vocab as r007 } from "./product-vocab/r007.ts";
import { vocab as r008 } from "./product-vocab/r008.ts";
import { vocab as r015 } from "./product-vocab/r015.ts";
import { vocab as r016 } from "./product-vocab/r016.ts";
import { vocab as r020 } from "./product-vocab/r020.ts";
import { vocab as r024 } from "./product-vocab/r024.ts";
import { vocab as r034 } from "./product-vocab/r034.ts";
import type { LeafVocab, RootTexts } from "./product-vocab/types.ts";

export type { LeafVocab, Packaging, RootTexts, Unit } from "./product-vocab/types.ts";

const ROOTS = [r020, r002, r016, r015, r024, r008, r034, r007];
/** The vocabulary of every leaf category, one file per root category. */
export const LEAF_VOCAB: LeafVocab[] = ROOTS.flatMap((r) => r.leaves);
export const ROOT_DESCRIPTIONS: RootTexts[] = ROOTS.map((r) => r.descriptions);

// CATEGORY_TREE: the demo category tree, one root category per file under ./categories/.
import { r002 } from "./categories/r002.ts";
import { r007 } from "./categories/r007.ts";
import { r008 } from "./categories/r008.ts";
import { r015 } from "./categories/r015.ts";
import { r016 } from "./categories/r016.ts";
import { r020 } from "./categories/r020.ts";
import { r024 } from "./categories/r024.ts";
import { r034 } from "./categories/r034.ts";
import type { CategorySeed } from "./categories/tree-builders.ts";

export type { CategorySeed } from "./categories/tree-builders.ts";

export const CATEGORY_TREE: CategorySeed[] = [r020, r002, r016, r015, r024, r008, r034, r007];

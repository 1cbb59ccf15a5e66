import type { RootTranslations } from "../types.ts";
import { descriptions } from "./descriptions.ts";
import { phrases as p01 } from "./p01-020001-kitchenware.ts";
import { phrases as p02 } from "./p02-020001-kitchenware.ts";
import { phrases as p03 } from "./p03-020001-kitchenware.ts";
import { phrases as p04 } from "./p04-020002-tableware-drinkware.ts";
import { phrases as p05 } from "./p05-020002-tableware-drinkware.ts";
import { phrases as p06 } from "./p06-020003-home-textiles.ts";
import { phrases as p07 } from "./p07-020003-home-textiles.ts";
import { phrases as p08 } from "./p08-020003-home-textiles.ts";
import { phrases as p09 } from "./p09-020004-home-decor.ts";
import { phrases as p10 } from "./p10-020004-home-decor.ts";
import { phrases as p11 } from "./p11-020005-garden-supplies.ts";
import { phrases as p12 } from "./p12-020005-garden-supplies.ts";
import { phrases as p13 } from "./p13-020006-storage-cleaning.ts";
import { phrases as p14 } from "./p14-020006-storage-cleaning.ts";
import { plurals } from "./plurals.ts";

/** The vocabulary of 020 Home & Garden in the languages beyond English and Turkish. */
export const translations: RootTranslations = {
  phrases: {
    ...p01,
    ...p02,
    ...p03,
    ...p04,
    ...p05,
    ...p06,
    ...p07,
    ...p08,
    ...p09,
    ...p10,
    ...p11,
    ...p12,
    ...p13,
    ...p14,
  },
  descriptions,
  plurals,
};

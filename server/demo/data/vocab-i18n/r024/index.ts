import type { RootTranslations } from "../types.ts";
import { descriptions } from "./descriptions.ts";
import { phrases as p01 } from "./p01-024001-agricultural-machinery.ts";
import { phrases as p02 } from "./p02-024001-agricultural-machinery.ts";
import { phrases as p03 } from "./p03-024001-agricultural-machinery.ts";
import { phrases as p04 } from "./p04-024002-food-packaging-machinery.ts";
import { phrases as p05 } from "./p05-024002-food-packaging-machinery.ts";
import { phrases as p06 } from "./p06-024002-food-packaging-machinery.ts";
import { phrases as p07 } from "./p07-024003-construction-machinery.ts";
import { phrases as p08 } from "./p08-024003-construction-machinery.ts";
import { phrases as p09 } from "./p09-024004-machine-tools.ts";
import { phrases as p10 } from "./p10-024004-machine-tools.ts";
import { phrases as p11 } from "./p11-024005-generators-compressors.ts";
import { phrases as p12 } from "./p12-024005-generators-compressors.ts";
import { phrases as p13 } from "./p13-024006-plastic-machinery.ts";
import { phrases as p14 } from "./p14-024006-plastic-machinery.ts";
import { plurals } from "./plurals.ts";

/** The vocabulary of 024 Machinery in the languages beyond English and Turkish. */
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

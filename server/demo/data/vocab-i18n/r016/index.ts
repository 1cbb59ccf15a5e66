import type { RootTranslations } from "../types.ts";
import { descriptions } from "./descriptions.ts";
import { phrases as p01 } from "./p01-016001-living-room-furniture.ts";
import { phrases as p02 } from "./p02-016001-living-room-furniture.ts";
import { phrases as p03 } from "./p03-016001-living-room-furniture.ts";
import { phrases as p04 } from "./p04-016002-bedroom-furniture.ts";
import { phrases as p05 } from "./p05-016002-bedroom-furniture.ts";
import { phrases as p06 } from "./p06-016002-bedroom-furniture.ts";
import { phrases as p07 } from "./p07-016003-office-furniture.ts";
import { phrases as p08 } from "./p08-016003-office-furniture.ts";
import { phrases as p09 } from "./p09-016004-outdoor-furniture.ts";
import { phrases as p10 } from "./p10-016004-outdoor-furniture.ts";
import { phrases as p11 } from "./p11-016004-outdoor-furniture.ts";
import { phrases as p12 } from "./p12-016005-dining-room-furniture.ts";
import { phrases as p13 } from "./p13-016005-dining-room-furniture.ts";
import { plurals } from "./plurals.ts";

/** The vocabulary of 016 Furniture in the languages beyond English and Turkish. */
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
  },
  descriptions,
  plurals,
};

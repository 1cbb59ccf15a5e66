import type { RootTranslations } from "../types.ts";
import { descriptions } from "./descriptions.ts";
import { phrases as p01 } from "./p01-015001-coffee-tea.ts";
import { phrases as p02 } from "./p02-015001-coffee-tea.ts";
import { phrases as p03 } from "./p03-015001-coffee-tea.ts";
import { phrases as p04 } from "./p04-015002-dried-fruits-nuts.ts";
import { phrases as p05 } from "./p05-015002-dried-fruits-nuts.ts";
import { phrases as p06 } from "./p06-015003-grains-pulses.ts";
import { phrases as p07 } from "./p07-015003-grains-pulses.ts";
import { phrases as p08 } from "./p08-015004-edible-oils.ts";
import { phrases as p09 } from "./p09-015004-edible-oils.ts";
import { phrases as p10 } from "./p10-015005-confectionery-snacks.ts";
import { phrases as p11 } from "./p11-015005-confectionery-snacks.ts";
import { phrases as p12 } from "./p12-015006-beverages.ts";
import { phrases as p13 } from "./p13-015006-beverages.ts";
import { plurals } from "./plurals.ts";

/** The vocabulary of 015 Food & Beverage in the languages beyond English and Turkish. */
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

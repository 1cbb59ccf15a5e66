import type { RootTranslations } from "../types.ts";
import { descriptions } from "./descriptions.ts";
import { phrases as p01 } from "./p01-002001001-t-shirts.ts";
import { phrases as p02 } from "./p02-002001002-shirts.ts";
import { phrases as p03 } from "./p03-002001003-jeans.ts";
import { phrases as p04 } from "./p04-002001004-jackets-coats.ts";
import { phrases as p05 } from "./p05-002002001-dresses.ts";
import { phrases as p06 } from "./p06-002002002-blouses-tops.ts";
import { phrases as p07 } from "./p07-002002003-knitwear.ts";
import { phrases as p08 } from "./p08-002003001-baby-rompers.ts";
import { phrases as p09 } from "./p09-002003002-kids-t-shirts.ts";
import { phrases as p10 } from "./p10-002003003-kids-pajamas.ts";
import { phrases as p11 } from "./p11-002004001-cotton-fabric.ts";
import { phrases as p12 } from "./p12-002004002-polyester-fabric.ts";
import { phrases as p13 } from "./p13-002004003-denim-fabric.ts";
import { phrases as p14 } from "./p14-002005001-cotton-yarn.ts";
import { phrases as p15 } from "./p15-002005002-polyester-yarn.ts";
import { phrases as p16 } from "./p16-002005003-wool-yarn.ts";
import { phrases as p17 } from "./p17-002006001-coveralls.ts";
import { phrases as p18 } from "./p18-002006002-safety-vests.ts";
import { phrases as p19 } from "./p19-002006003-medical-scrubs.ts";
import { plurals } from "./plurals.ts";

/** The vocabulary of 002 Apparel & Textile in the languages beyond English and Turkish. */
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
    ...p15,
    ...p16,
    ...p17,
    ...p18,
    ...p19,
  },
  descriptions,
  plurals,
};

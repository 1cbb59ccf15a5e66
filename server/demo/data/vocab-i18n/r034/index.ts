import type { RootTranslations } from "../types.ts";
import { descriptions } from "./descriptions.ts";
import { phrases as p01 } from "./p01-034001-fitness-equipment.ts";
import { phrases as p02 } from "./p02-034001-fitness-equipment.ts";
import { phrases as p03 } from "./p03-034001-fitness-equipment.ts";
import { phrases as p04 } from "./p04-034002-camping-hiking.ts";
import { phrases as p05 } from "./p05-034002-camping-hiking.ts";
import { phrases as p06 } from "./p06-034002-camping-hiking.ts";
import { phrases as p07 } from "./p07-034003-team-sports.ts";
import { phrases as p08 } from "./p08-034003-team-sports.ts";
import { phrases as p09 } from "./p09-034004-cycling.ts";
import { phrases as p10 } from "./p10-034004-cycling.ts";
import { phrases as p11 } from "./p11-034004-cycling.ts";
import { phrases as p12 } from "./p12-034005-toys-games.ts";
import { phrases as p13 } from "./p13-034005-toys-games.ts";
import { phrases as p14 } from "./p14-034005-toys-games.ts";
import { phrases as p15 } from "./p15-034006-water-sports.ts";
import { phrases as p16 } from "./p16-034006-water-sports.ts";
import { phrases as p17 } from "./p17-034006-water-sports.ts";
import { plurals } from "./plurals.ts";

/** The vocabulary of 034 Sports & Entertainment in the languages beyond English and Turkish. */
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
  },
  descriptions,
  plurals,
};

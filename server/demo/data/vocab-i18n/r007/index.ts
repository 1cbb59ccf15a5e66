import type { RootTranslations } from "../types.ts";
import { descriptions } from "./descriptions.ts";
import { phrases as p01 } from "./p01-007001001-ceramic-tiles.ts";
import { phrases as p02 } from "./p02-007001002-porcelain-tiles.ts";
import { phrases as p03 } from "./p03-007001003-marble-slabs.ts";
import { phrases as p04 } from "./p04-007002001-steel-doors.ts";
import { phrases as p05 } from "./p05-007002002-interior-doors.ts";
import { phrases as p06 } from "./p06-007002003-pvc-windows.ts";
import { phrases as p07 } from "./p07-007002004-aluminum-windows.ts";
import { phrases as p08 } from "./p08-007003001-toilets.ts";
import { phrases as p09 } from "./p09-007003002-washbasins.ts";
import { phrases as p10 } from "./p10-007003003-faucets.ts";
import { phrases as p11 } from "./p11-007004001-portland-cement.ts";
import { phrases as p12 } from "./p12-007004002-bricks.ts";
import { phrases as p13 } from "./p13-007004003-tile-adhesives.ts";
import { phrases as p14 } from "./p14-007005001-rebar.ts";
import { phrases as p15 } from "./p15-007005002-steel-pipes.ts";
import { phrases as p16 } from "./p16-007005003-aluminum-profiles.ts";
import { phrases as p17 } from "./p17-007006001-roofing-sheets.ts";
import { phrases as p18 } from "./p18-007006002-rock-wool.ts";
import { phrases as p19 } from "./p19-007006003-waterproofing-membranes.ts";
import { plurals } from "./plurals.ts";

/** The vocabulary of 007 Construction & Building Materials in the languages beyond English and Turkish. */
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

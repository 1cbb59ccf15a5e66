import type { RootTranslations } from "../types.ts";
import { descriptions } from "./descriptions.ts";
import { phrases as p01 } from "./p01-008001-phone-accessories.ts";
import { phrases as p02 } from "./p02-008001-phone-accessories.ts";
import { phrases as p03 } from "./p03-008001-phone-accessories.ts";
import { phrases as p04 } from "./p04-008002-audio-video.ts";
import { phrases as p05 } from "./p05-008002-audio-video.ts";
import { phrases as p06 } from "./p06-008002-audio-video.ts";
import { phrases as p07 } from "./p07-008003-computer-accessories.ts";
import { phrases as p08 } from "./p08-008003-computer-accessories.ts";
import { phrases as p09 } from "./p09-008003-computer-accessories.ts";
import { phrases as p10 } from "./p10-008004-smart-home-security.ts";
import { phrases as p11 } from "./p11-008004-smart-home-security.ts";
import { phrases as p12 } from "./p12-008004-smart-home-security.ts";
import { phrases as p13 } from "./p13-008005-led-lighting.ts";
import { phrases as p14 } from "./p14-008005-led-lighting.ts";
import { phrases as p15 } from "./p15-008006-electronic-components.ts";
import { phrases as p16 } from "./p16-008006-electronic-components.ts";
import { phrases as p17 } from "./p17-008006-electronic-components.ts";
import { plurals } from "./plurals.ts";

/** The vocabulary of 008 Consumer Electronics in the languages beyond English and Turkish. */
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

import type { Translation } from "../types.ts";

/** Phrases of 034005 Toys & Games (part 3): their English text as the vocabulary writes it → the other languages. */
export const phrases: Record<string, Translation> = {
  Premium: {
    de: "Hochwertig",
    fr: "Haut de gamme",
    es: "De alta gama",
    it: "Di alta gamma",
    ru: "Премиальный",
    ar: "فاخر",
    fa: "لوکس",
    hi: "प्रीमियम",
    iw: "יוקרתי",
    zh: "高档",
    ja: "高級",
  },
  Players: {
    de: "Spieleranzahl",
    fr: "Nombre de joueurs",
    es: "Jugadores",
    it: "Giocatori",
    ru: "Количество игроков",
    ar: "عدد اللاعبين",
    fa: "تعداد بازیکنان",
    hi: "खिलाड़ी",
    iw: "מספר משתתפים",
    zh: "游戏人数",
    ja: "プレイ人数",
  },
  "Box Size": {
    de: "Schachtelgröße",
    fr: "Dimensions de la boîte",
    es: "Tamaño de la caja",
    it: "Dimensioni scatola",
    ru: "Размер коробки",
    ar: "مقاس العلبة",
    fa: "ابعاد جعبه",
    hi: "बॉक्स साइज़",
    iw: "גודל קופסה",
    zh: "盒子尺寸",
    ja: "箱サイズ",
  },
};

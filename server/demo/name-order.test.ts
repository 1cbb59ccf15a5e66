import { describe, expect, it } from "vitest";
import { composeItem, qualityInSentence, russianAgree } from "./name-order.ts";

describe("product names in each language's word order", () => {
  it("puts the quality before the noun in English, Turkish, Hindi, Chinese and Japanese", () => {
    expect(composeItem("en", "Cotton", "Crew Neck T-Shirt")).toBe("Cotton Crew Neck T-Shirt");
    expect(composeItem("tr", "Pamuklu", "Bisiklet Yaka Tişört")).toBe("Pamuklu Bisiklet Yaka Tişört");
    expect(composeItem("hi", "सूती", "टी-शर्ट")).toBe("सूती टी-शर्ट");
    expect(composeItem("zh", "纯棉", "圆领T恤")).toBe("纯棉圆领T恤");
    expect(composeItem("ja", "ストレッチ", "テーパードジーンズ")).toBe("ストレッチテーパードジーンズ");
  });

  it("puts it after the noun in French, Spanish, Italian, Arabic, Persian and Hebrew, in small letters where they write so", () => {
    expect(composeItem("fr", "Extensible", "Jean fuselé")).toBe("Jean fuselé extensible");
    expect(composeItem("es", "Con visión nocturna", "Cámara solar 4G")).toBe(
      "Cámara solar 4G con visión nocturna",
    );
    expect(composeItem("it", "PVC", "Tubo")).toBe("Tubo PVC");
    expect(composeItem("fa", "کش‌دار", "شلوار جین")).toBe("شلوار جین کش‌دار");
    expect(composeItem("iw", "נמתח", "ג'ינס מתחדד")).toBe("ג'ינס מתחדד נמתח");
    // A relative adjective takes the feminine ending after a feminine noun.
    expect(composeItem("ar", "قطني", "منشفة مطبخ")).toBe("منشفة مطبخ قطنية");
    expect(composeItem("ar", "قطني", "تيشيرت")).toBe("تيشيرت قطني");
  });

  it("writes German qualities after the noun: prepositions and adjectives small, nouns capitalised", () => {
    expect(composeItem("de", "Aus Baumwolle", "T-Shirt")).toBe("T-Shirt aus Baumwolle");
    expect(composeItem("de", "Elastisch", "Tapered-Jeans")).toBe("Tapered-Jeans elastisch");
    expect(composeItem("de", "Gekämmte Baumwolle", "T-Shirt")).toBe("T-Shirt gekämmte Baumwolle");
    expect(composeItem("de", "Edelstahl", "Steakmesser")).toBe("Steakmesser Edelstahl");
    expect(composeItem("de", "Eiche massiv", "Beistelltisch")).toBe("Beistelltisch Eiche massiv");
  });

  it("makes a Russian adjective agree with its noun and go first; other phrases follow the noun", () => {
    expect(composeItem("ru", "Хлопковый", "Футболка с круглым вырезом")).toBe(
      "Хлопковая футболка с круглым вырезом",
    );
    expect(composeItem("ru", "Лёгкий", "Зауженные джинсы")).toBe("Лёгкие зауженные джинсы");
    expect(composeItem("ru", "Хлопковый", "Банное полотенце")).toBe("Хлопковое банное полотенце");
    expect(composeItem("ru", "Кованый", "Нож для хлеба")).toBe("Кованый нож для хлеба");
    expect(composeItem("ru", "Глянцевый лакированный", "Тумба под ТВ")).toBe(
      "Глянцевая лакированная тумба под ТВ",
    );
    expect(composeItem("ru", "С вышивкой", "Блузка")).toBe("Блузка с вышивкой");
    expect(composeItem("ru", "Ручной работы", "Ваза-амфора")).toBe("Ваза-амфора ручной работы");
    expect(composeItem("ru", "Стальной", "Смеситель для кухни")).toBe("Стальной смеситель для кухни");
    expect(russianAgree("Синий", "f")).toBe("Синяя");
    expect(russianAgree("Большой", "n")).toBe("Большое");
    expect(russianAgree("Свежий", "p")).toBe("Свежие");
  });

  it("writes a quality inside a description sentence in small letters, unless it opens the sentence", () => {
    expect(qualityInSentence("fr", "Extensible", false)).toBe("extensible");
    expect(qualityInSentence("fr", "Extensible", true)).toBe("Extensible");
    expect(qualityInSentence("en", "Cotton", false)).toBe("Cotton");
    expect(qualityInSentence("de", "Edelstahl", false)).toBe("Edelstahl");
  });
});

// Demo supplier countries in Oceania: AU.
import type { CountrySeed } from "./country-seed.ts";

export const OCEANIA: CountrySeed[] = [
  {
    code: "AU",
    weight: 1,
    phonePrefix: "+61",
    cities: [
      { name: "Melbourne", lat: -37.814, lon: 144.963, zip: "3000" },
      { name: "Sydney", lat: -33.869, lon: 151.209, zip: "2000" },
      { name: "Brisbane", lat: -27.47, lon: 153.026, zip: "4000" },
      { name: "Perth", lat: -31.952, lon: 115.861, zip: "6000" },
      { name: "Adelaide", lat: -34.929, lon: 138.601, zip: "5000" },
    ],
    ports: ["Port Botany (Sydney)", "Port of Melbourne", "Fremantle"],
    languages: ["en"],
    streets: [
      "{n} Industrial Drive",
      "Unit {n}, 12 Enterprise Court",
      "{n} Princes Highway",
      "{n} Commercial Road",
      "Factory {n}, Trade Park",
    ],
    nameStems: [
      "Southern Cross Supplies",
      "Outback Leather",
      "Eucalypt Naturals",
      "Coral Coast Foods",
      "Blue Gum Timber",
      "Murray Valley Produce",
      "Wattle Home",
      "Tasman Engineering",
      "Red Centre Textiles",
      "Harbourside Trading",
    ],
    legalSuffixes: ["Pty Ltd", "Ltd"],
    firstNames: ["Jack", "Olivia", "Matthew", "Chloe", "Daniel", "Emily"],
    lastNames: ["Smith", "Jones", "Williams", "Brown", "Wilson", "Taylor"],
  },
];

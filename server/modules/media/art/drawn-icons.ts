/**
 * Icons for product kinds lucide has no picture of (trousers, a wardrobe, an excavator, …), drawn
 * in lucide's own grid and style: a 24×24 box, plain shapes meant for a 2-unit round stroke.
 * Only geometry is given; the caller sets fill, stroke and colour.
 */
export const DRAWN_ICONS: Record<string, string> = {
  // Apparel and textiles
  hanger:
    '<path d="M10 5.5a2 2 0 1 1 2 2v1.5"/><path d="M12 9 2.8 15.7a1 1 0 0 0 .6 1.8h17.2a1 1 0 0 0 .6-1.8Z"/>',
  trousers:
    '<path d="M6 3h12l1.5 18h-5L12 9.5 9.5 21h-5Z"/><path d="M6 6.5h12"/><path d="M9 6.5 8.5 9M15 6.5l.5 2.5"/>',
  dress:
    '<path d="M9 2.5 10 6M15 2.5 14 6"/><path d="M10 6h4l1.2 4-1 1 4.8 10H5l4.8-10-1-1Z"/><path d="M9.2 11h5.6"/>',
  coat: '<path d="M8.5 3 4 5.5 2.5 15l2.5.5V21h14v-5.5l2.5-.5L20 5.5 15.5 3 12 7Z"/><path d="M12 7v14"/><path d="M7 13h2.5M14.5 13H17"/>',
  sweater:
    '<path d="M8 3.5 4 5.5 2.5 19h3L7 10v11h10V10l1.5 9h3L20 5.5l-4-2a4 2.5 0 0 1-8 0Z"/><path d="M7 18.5h10M2.7 17h3.2M18.1 17h3.2"/>',
  romper:
    '<path d="M9 3a3 3 0 0 0 6 0h1.5L20 6l-2 3-2-1.2V14l-2.5 6h-3L8 14V7.8L6 9 4 6l3.5-3Z"/><path d="M12 6.5v6M10.5 20h3"/>',
  roll: '<path d="M6.5 13.5 3 20.5h15l3.5-7"/><path d="M6.5 3.5H18c1.9 0 3.5 2.2 3.5 5s-1.6 5-3.5 5H6.5"/><ellipse cx="6.5" cy="8.5" rx="3.5" ry="5"/><ellipse cx="6.5" cy="8.5" rx="1.2" ry="1.8"/>',
  "fabric-stack":
    '<rect x="3" y="15" width="18" height="5" rx="2.5"/><rect x="4" y="10" width="16" height="5" rx="2.5"/><rect x="5" y="5" width="14" height="5" rx="2.5"/>',
  "yarn-ball":
    '<circle cx="11" cy="11" r="8.5"/><path d="M4.5 6.5c5 .5 9.5 5 10.5 12M3 11c4 0 7.5 3 8.5 8.5M8 3c5 1.5 9 5.5 10.5 10.5"/><path d="M17 17c2 1 3.5 2.5 4.5 4.5"/>',
  vest: '<path d="M8 3 4 6v15h6v-8h4v8h6V6l-4-3-2.5 5h-3Z"/><path d="M4 15h6M14 15h6M4 18h6M14 18h6"/>',
  coverall:
    '<path d="M8 2.5h8L20 6l-2 3.5-1.5-1.2V12l1 9.5h-4.5L12 14l-1 7.5H6.5l1-9.5V8.3L6 9.5 4 6Z"/><path d="M12 3v9M9.5 7h1.5"/>',
  // Home and garden
  pillow:
    '<path d="M4 6c2.5 1 13.5 1 16 0-1 4-1 8 0 12-2.5-1-13.5-1-16 0 1-4 1-8 0-12Z"/><path d="M2.5 4.5 4 6M21.5 4.5 20 6M2.5 19.5 4 18M21.5 19.5 20 18"/>',
  duvet:
    '<rect x="2" y="9" width="20" height="11" rx="2"/><path d="M2 14.5h20M8.5 9v11M15.5 9v11"/><path d="M5 9V6.5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2V9"/>',
  hose: '<circle cx="10" cy="13" r="7.5"/><circle cx="10" cy="13" r="4"/><path d="M17.5 13H20l2-1.5v3L20 13"/>',
  "frying-pan": '<circle cx="9" cy="13" r="7"/><circle cx="9" cy="13" r="4"/><path d="M15 9.5 22 5"/>',
  "chef-knife":
    '<path d="M2.5 16 17 3.5a2 2 0 0 1 2.5 2.5L10.5 17Z"/><path d="M10.5 17 6 21.5 3 18.5 7.5 14"/>',
  whisk:
    '<path d="M12 2v7"/><path d="M12 9c-6 2-7 9.5-3.5 12.5h7C19 18.5 18 11 12 9Z"/><path d="M12 9v12.5M12 9c-3 2.5-3.5 9-1.5 12.5M12 9c3 2.5 3.5 9 1.5 12.5"/>',
  thermos:
    '<rect x="7" y="6" width="10" height="16" rx="2"/><path d="M9 6V2.5h6V6"/><path d="M7 10h10M7 18h10"/>',
  curtain:
    '<path d="M2 3h20"/><path d="M4 3c0 6 1.5 12 4 18H3.5V3M20 3c0 6-1.5 12-4 18h4.5V3"/><path d="M6 13c1 0 2-.5 2.5-1.5M18 13c-1 0-2-.5-2.5-1.5"/>',
  // Construction materials
  pipes:
    '<circle cx="7" cy="16.5" r="4.5"/><circle cx="7" cy="16.5" r="2"/><circle cx="17" cy="16.5" r="4.5"/><circle cx="17" cy="16.5" r="2"/><circle cx="12" cy="7.5" r="4.5"/><circle cx="12" cy="7.5" r="2"/>',
  pipe: '<path d="M18 7H6a3.5 5 0 0 0 0 10h12"/><ellipse cx="18" cy="12" rx="3.5" ry="5"/><ellipse cx="18" cy="12" rx="1.5" ry="2.5"/>',
  rebar:
    '<rect x="2" y="5" width="20" height="3" rx="1.5"/><rect x="2" y="10.5" width="20" height="3" rx="1.5"/><rect x="2" y="16" width="20" height="3" rx="1.5"/><path d="M6 5l1 3M10 5l1 3M14 5l1 3M18 5l1 3M6 10.5l1 3M10 10.5l1 3M14 10.5l1 3M18 10.5l1 3M6 16l1 3M10 16l1 3M14 16l1 3M18 16l1 3"/>',
  profile:
    '<path d="M3 3h6v3H7.5v2.5h9V6H15V3h6v6h-3V7.5h-2.5v9H18V15h3v6h-6v-3h1.5v-2.5h-9V18H9v3H3v-6h3v1.5h2.5v-9H6V9H3Z"/><circle cx="12" cy="12" r="2"/>',
  window:
    '<rect x="4" y="2.5" width="16" height="16.5" rx="1"/><path d="M12 2.5V19M4 10.5h16"/><path d="M2 21.5h20"/><path d="M14.5 13v2"/>',
  washbasin:
    '<path d="M2.5 11h19v1a6.5 6 0 0 1-6.5 6H9a6.5 6 0 0 1-6.5-6Z"/><path d="M12 11V6.5a2.5 2.5 0 0 1 2.5-2.5H17"/><path d="M10 18v3.5h4V18"/>',
  sack: '<path d="M8 3h8l-1.5 3.5 4 4.5v8a2 2 0 0 1-2 2H7.5a2 2 0 0 1-2-2v-8l4-4.5Z"/><path d="M9.5 6.5h5"/><path d="M9 14h6"/>',
  "roof-sheet":
    '<path d="M2 8c1.5-2 3-2 4.5 0s3 2 4.5 0 3-2 4.5 0 3 2 4.5 0 1.5-2 2-2v8c-.5 0-1 .5-2 2-1.5 2-3 2-4.5 0s-3-2-4.5 0-3 2-4.5 0-3-2-4.5 0Z"/><path d="M4.2 6.5v8M8.8 9.5v8M13.2 6.5v8M17.8 9.5v8"/>',
  // Electronics
  "usb-drive":
    '<rect x="7.5" y="9" width="9" height="13" rx="2"/><path d="M9.5 9V2.5h5V9"/><path d="M11 5h.01M13 5h.01"/><path d="M10.5 14h3"/>',
  "led-strip":
    '<circle cx="8" cy="9" r="6"/><circle cx="8" cy="9" r="2"/><path d="M8 15h14v-4H12"/><path d="M13 13h.01M16 13h.01M19 13h.01"/>',
  // Food
  apricot:
    '<path d="M12 7.5c-4-1.5-8.5 1.5-8.5 6.5s4 8 8.5 7c4.5 1 8.5-2 8.5-7s-4.5-8-8.5-6.5Z"/><path d="M12 7.5c-1.5 4-1.5 9.5 0 13.5"/><path d="M12 7.5c0-2 1-4 3-5"/><path d="M14 5c2-1.5 4.5-1 6 .5-2 1.5-4.5 1.5-6-.5Z"/>',
  pistachio:
    '<ellipse cx="12" cy="12" rx="6.5" ry="10" transform="rotate(35 12 12)"/><path d="M6.3 17.5c2.5-.5 6.5-4 9-10"/><path d="M9 16c3-1 5.5-4.5 6.7-8.2 1.5 2 1.3 5-.7 7.5S10.8 17.6 9 16Z"/>',
  "oil-bottle":
    '<path d="M10 2h4v3l2.5 3.5V20a2 2 0 0 1-2 2h-5a2 2 0 0 1-2-2V8.5L10 5Z"/><path d="M10 5h4"/><path d="M12 11.5c-1.5 2-2 3-2 4a2 2 0 0 0 4 0c0-1-.5-2-2-4Z"/>',
  "chocolate-bar":
    '<rect x="5" y="2" width="14" height="20" rx="1.5"/><path d="M5 7.5h14M12 2v11M5 13l3.5 2 3.5-2 3.5 2 3.5-2"/>',
  // Furniture
  table: '<path d="M2 7.5h20v2.5H2Z"/><path d="M4.5 10v11.5M19.5 10v11.5M4.5 13h15"/>',
  "coffee-table": '<path d="M2 10h20v3H2Z"/><path d="M4.5 13v7M19.5 13v7M4.5 17h15"/>',
  "tv-stand":
    '<rect x="5" y="2.5" width="14" height="9" rx="1"/><path d="M12 11.5v2.5"/><rect x="2" y="14" width="20" height="6" rx="1"/><path d="M12 14v6M9.5 17h.01M14.5 17h.01M4 20v2M20 20v2"/>',
  mattress:
    '<path d="M2 10.5 5 6h14l3 4.5"/><rect x="2" y="10.5" width="20" height="8" rx="2"/><path d="M2 14.5h20M6.5 8.3h.01M12 8.3h.01M17.5 8.3h.01"/>',
  wardrobe:
    '<rect x="4" y="2" width="16" height="18" rx="1"/><path d="M12 2v18M10 9.5v3M14 9.5v3M6 20v2M18 20v2"/>',
  nightstand:
    '<rect x="4" y="8" width="16" height="12" rx="1"/><path d="M4 14h16M10.5 11h3M10.5 17h3M6 20v2M18 20v2"/>',
  "office-chair":
    '<rect x="7" y="2" width="10" height="9" rx="3"/><path d="M5 12.5h14v2.5H5Z"/><path d="M12 11v1.5M12 15v4M6 21.5 12 19l6 2.5M4.5 9.5V12M19.5 9.5V12"/>',
  desk: '<path d="M2 6.5h20V9H2Z"/><rect x="3" y="9" width="7.5" height="12.5"/><path d="M3 13.5h7.5M3 17.5h7.5M6 11.2h1.5M6 15.5h1.5M6 19.5h1.5M20.5 9v12.5"/>',
  "filing-cabinet":
    '<rect x="5" y="2" width="14" height="20" rx="1"/><path d="M5 8.7h14M5 15.3h14M10 5.3h4M10 12h4M10 18.7h4"/>',
  "sun-lounger":
    '<path d="M2 8.5 7.5 15H22v2.5H6.3L1 10.2Z"/><path d="M6.3 17.5 4.5 21M20 17.5V21M11 17.5V21"/>',
  chair: '<path d="M7 2v19.5"/><path d="M7 12h11v2.5H7Z"/><path d="M17 14.5v7M7 5.5h3M7 8.5h3"/>',
  "bar-stool": '<ellipse cx="12" cy="4.5" rx="6.5" ry="2.5"/><path d="M8 7 6 22M16 7l2 15M12 7v15M7 16h10"/>',
  // Machinery
  combine:
    '<path d="M8 17V7h6l2 4h5v6"/><path d="M10 7V4h3v3"/><circle cx="17" cy="17.5" r="3.5"/><circle cx="9.5" cy="18.5" r="2.5"/><path d="M8 13H4"/><circle cx="3.5" cy="13" r="2.5"/><path d="M1 16.5h4"/>',
  sprinkler:
    '<rect x="10" y="12" width="4" height="9" rx="1"/><path d="M7 21.5h10"/><path d="M12 12c-2-5-6.5-6.5-10-5.5M12 12c2-5 6.5-6.5 10-5.5M12 12V4"/><path d="M3 11h.01M21 11h.01M6 4h.01M18 4h.01"/>',
  "filling-machine":
    '<rect x="2" y="18" width="20" height="3.5" rx="1.75"/><rect x="11" y="2.5" width="10" height="4.5" rx="1"/><path d="M16 7v3M21 7v11"/><path d="M4.5 18v-5l1-1.5V10h2v1.5l1 1.5v5M13.5 18v-5l1-1.5V10h2v1.5l1 1.5v5"/>',
  "packaging-machine":
    '<rect x="2" y="18" width="20" height="3.5" rx="1.75"/><rect x="3" y="11" width="6.5" height="7"/><path d="M3 13.5h6.5"/><rect x="12" y="4" width="9.5" height="14" rx="1"/><path d="M12 11.5h9.5M14.5 7.5h4"/>',
  oven: '<rect x="3" y="2.5" width="18" height="18" rx="2"/><path d="M3 11.5h18"/><rect x="6" y="5" width="12" height="4" rx=".5"/><rect x="6" y="14" width="12" height="4" rx=".5"/><path d="M5 20.5v1.5M19 20.5v1.5"/>',
  excavator:
    '<rect x="2" y="17" width="13" height="4.5" rx="2.25"/><path d="M3 17v-3.5h11V17"/><path d="M4 13.5V8h5v5.5"/><path d="M12 13.5 16 5l5 5.5"/><path d="M21 10.5 17.5 14l3.5 1.5Z"/>',
  loader:
    '<circle cx="6" cy="18" r="3"/><circle cx="16" cy="18" r="3"/><path d="M2 16v-5h4V5h5.5v6H18v4"/><path d="M18 11.5l2.5 1.5v3"/><path d="M19 15h3.5l-1 4.5h-3Z"/>',
  "concrete-mixer":
    '<circle cx="5.5" cy="19" r="2.5"/><circle cx="17.5" cy="19" r="2.5"/><path d="M1.5 17v-5l2-3.5H7V17h15"/><path d="M9 13 19.5 5.5a2.5 3.5-35 0 1 2.5 6L11 16Z"/><path d="M13 10.5l2.5 3.5M16.5 8l2.5 3.5"/>',
  lathe:
    '<path d="M2 17.5h20V21H2Z"/><rect x="3" y="7" width="5.5" height="10.5" rx="1"/><path d="M8.5 10.5h2v5h-2"/><rect x="10.5" y="12" width="6.5" height="2"/><rect x="17" y="9.5" width="4" height="8" rx="1"/><path d="M5 10h1.5"/>',
  "laser-cutter":
    '<rect x="2" y="15" width="20" height="4" rx="1"/><path d="M4 15V5h16v10M5 19v2.5M19 19v2.5"/><rect x="10" y="5" width="4" height="4" rx="1"/><path d="M12 9v6M9.5 13.5l-1.5-1M14.5 13.5l1.5-1"/>',
  "press-brake":
    '<rect x="3" y="2.5" width="18" height="5" rx="1"/><path d="M4 7.5v14M20 7.5v14"/><path d="M8.5 7.5 12 12l3.5-4.5"/><path d="M7.5 15h9l-2 2.5h-5Z"/><path d="M4 17.5h16"/>',
  generator:
    '<rect x="2" y="7" width="20" height="12" rx="1"/><path d="M5 10.5h4.5M5 13h4.5M5 15.5h4.5"/><rect x="13" y="10" width="6" height="5" rx=".5"/><path d="M17 7V3.5h2M4 19v2.5M20 19v2.5"/>',
  compressor:
    '<rect x="2" y="12" width="16" height="8" rx="4"/><rect x="5" y="6" width="7.5" height="6" rx="1"/><circle cx="16" cy="8" r="2.5"/><circle cx="18.5" cy="20" r="2"/><path d="M18 12.5 22 5M16 8l1-1"/>',
  "injection-machine":
    '<rect x="2" y="14" width="20" height="6" rx="1"/><rect x="2.5" y="8" width="6.5" height="6"/><path d="M9 10h12v4"/><path d="M13 3.5h6l-2 4h-2Z"/><path d="M16 7.5V10M4 20v2M20 20v2M5.8 8v6"/>',
  // Sports and toys
  treadmill:
    '<rect x="2" y="17" width="17" height="3.5" rx="1.75"/><path d="M16.5 17 19 6.5"/><path d="M16 4.5h6.5L22 7h-6Z"/><path d="M18.5 9.5h-5"/>',
  "soccer-ball":
    '<circle cx="12" cy="12" r="10"/><path d="M12 8l3.8 2.8-1.5 4.4H9.7l-1.5-4.4Z"/><path d="M12 8V2.3M15.8 10.8l5.3-1.6M14.3 15.2l3.3 4.6M9.7 15.2l-3.3 4.6M8.2 10.8 2.9 9.2"/>',
  basketball:
    '<circle cx="12" cy="12" r="10"/><path d="M2 12h20M12 2v20"/><path d="M5 4.9a10 10 0 0 1 0 14.2M19 4.9a10 10 0 0 0 0 14.2"/>',
  "sleeping-bag":
    '<path d="M9 2h6a4 4 0 0 1 4 4v9.5L17 22H7l-2-6.5V6a4 4 0 0 1 4-4Z"/><ellipse cx="12" cy="6.5" rx="3.5" ry="2.5"/><path d="M15.5 9.5 14 21.5M5.3 14.5c4 1.5 9.4 1.5 13.4 0"/>',
  "bike-helmet":
    '<path d="M2 16.5C2 10.5 6.5 5 13 5c4.5 0 9 3 9 8.5 0 1.5-1 3-3 3Z"/><path d="M7.5 9.5l2.5 3M12.5 8v3.5M17.5 9l-1.5 3"/><path d="M6 16.5l2.5 4.5h5L16 16.5"/>',
  "paddle-board":
    '<path d="M10 2c3 4 3 16 0 20-3-4-3-16 0-20Z"/><path d="M10 6v12"/><path d="M19 2.5V16"/><path d="M17.5 16h3l-1.5 5.5Z"/>',
};

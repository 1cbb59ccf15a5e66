import { clientScripts } from "/work/main/bench/bench-server.ts";

const r = await clientScripts(process.argv[2]!);
console.log(JSON.stringify(r, null, 1).slice(0, 3000));

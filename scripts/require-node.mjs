// Plain JavaScript on purpose: it must run (and explain itself) even on an old Node that cannot
// read TypeScript. The project pins Node 24 as a devDependency, which `npm run` puts on PATH.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `Caravan needs Node.js 22.22 or newer (found ${process.versions.node}). ` +
      "Run it through npm (npm start, npm test), which uses the Node 24 installed by npm install.",
  );
  process.exit(1);
}

// Sanity TypeGen names UPPER_SNAKE query results `NAME_RESULT`; the app imports them as `NAMEResult`
// (the name in docs and in the shared contract), so the generated file is renamed in place.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../app/sanity/types.ts", import.meta.url);
const generated = readFileSync(file, "utf8");
writeFileSync(file, generated.replace(/\b([A-Z0-9_]+_QUERY)_RESULT\b/g, "$1Result"));

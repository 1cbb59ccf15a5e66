export { suggestSearches } from "./suggestions.service.ts";

import * as imported from "~/routes/demo";
export const fixture = Object.keys(imported).length;

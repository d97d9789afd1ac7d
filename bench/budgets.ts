/**
 * Page-weight budgets shared by the bench and the browser tests: Lighthouse's DOM-size audit warns above 800
 * elements (it counts `document.getElementsByTagName("*")`), and every page must stay within it.
 */
export const DOM_ELEMENTS_MAX = 800;

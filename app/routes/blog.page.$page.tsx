import type { LoaderFunctionArgs } from "@remix-run/node";
import { BlogListPage, blogListMeta } from "~/components/blog/blog-list-page";
import { loadBlogList } from "~/sanity/blog-list.server";

export { routeHeaders as headers } from "~/utils/http.server";

/** The blog's article list (blog-list-page.tsx): this route is one of its addresses, see docs/decisions/0043-site-blog-list-addresses.md. */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadBlogList(request, params);

export const meta = blogListMeta;

export default BlogListPage;

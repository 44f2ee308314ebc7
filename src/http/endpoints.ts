import type { Endpoint } from "./endpoint.ts";
import { accountEndpoints } from "./routes/account-routes.ts";
import { batchEndpoints } from "./routes/batch-routes.ts";
import { docsEndpoints } from "./routes/docs-routes.ts";
import { homePageEndpoints } from "./routes/home-page.ts";
import { jobEndpoints } from "./routes/job-routes.ts";
import { operatorEndpoints } from "./routes/operator-routes.ts";
import { problemPageEndpoints } from "./routes/problem-pages.ts";
import { questionEndpoints } from "./routes/question-routes.ts";
import { uploadEndpoints } from "./routes/upload-routes.ts";

/**
 * Every endpoint besides the tools (one route per tool, tool-routes.ts), in the order the
 * reference lists them. Each lands in the plugin its `auth` names; a new endpoint is one
 * declaration in its family's list.
 */
export const endpoints: readonly Endpoint[] = [
  ...questionEndpoints,
  ...jobEndpoints,
  ...batchEndpoints,
  ...uploadEndpoints,
  ...accountEndpoints,
  ...docsEndpoints,
  ...homePageEndpoints,
  ...problemPageEndpoints,
  ...operatorEndpoints,
];

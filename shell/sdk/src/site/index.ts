/** The SDK's public-site module: limits, contact facts and the addresses of the site's pages. */
export { FINANCE_PROGRAM_ID, PAGE_SCROLL, PROGRAMME_CATEGORY, SITE_LIMITS, SOLUTION_CATEGORY } from './limits';
export { SITE_CONTACT } from './facts';
export {
  CONSULT_PATH,
  expertPath,
  externalAddress,
  helpDocPath,
  isExternalLink,
  noticePath,
  platformPath,
  productPath,
  programPath,
  safeChatAddress,
  searchPath,
} from './links';

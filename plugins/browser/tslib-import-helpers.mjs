// The tslib helpers that Docusaurus's CommonJS client code calls (plugins/tslib-import-helpers.ts),
// from tslib's ES module so the bundler keeps only these: required as a whole, tslib.js is ~4 KB gzip.
export {__importDefault, __importStar} from 'tslib/tslib.es6.mjs';

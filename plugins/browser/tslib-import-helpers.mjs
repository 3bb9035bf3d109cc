// The tslib helpers that Docusaurus's CommonJS client code calls (plugins/tslib-import-helpers.ts),
// from tslib's ES module so the bundler keeps only these, not the whole of tslib.js.
export {__importDefault, __importStar} from 'tslib/tslib.es6.mjs';

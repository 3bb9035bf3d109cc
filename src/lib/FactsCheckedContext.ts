import {createContext} from 'react';

/**
 * The article's "Thông tin được kiểm tra: …" line (src/lib/factsChecked.ts), from the docs page
 * that wraps its footer (src/theme/DocItem/Footer) to the last-updated date it stands beside
 * (src/theme/LastUpdated). Undefined on blog posts and pages without a checked date.
 */
export const FactsCheckedContext = createContext<string | undefined>(undefined);

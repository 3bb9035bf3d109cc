import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {API_PREFIX} from '../src/data/apiPaths';
import {DEMO_PROJECT_ID} from '../src/features/auth/firebaseConfig';

const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001';

/**
 * In `npm start`, sends API_PREFIX/** to the Cloud Functions emulator, as Firebase
 * Hosting's rewrite does in production (the function sees the same path).
 */
export default function devApiProxyPlugin(): Plugin {
  return {
    name: 'dev-api-proxy',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV === 'production') {
        return undefined;
      }
      // Docusaurus merges `devServer` into its webpack-dev-server options.
      return {
        devServer: {
          proxy: [
            {
              context: [API_PREFIX],
              target: FUNCTIONS_EMULATOR,
              pathRewrite: {[`^${API_PREFIX}`]: `/${DEMO_PROJECT_ID}/us-central1/api${API_PREFIX}`},
            },
          ],
        },
      } as Configuration;
    },
  };
}

/** What this release puts on `game.modules.get('obs-utils').api`, for the examples checked against it. */
import type {ObsUtilsApi} from './index';

declare global {
  interface FoundryModuleApis {
    'obs-utils': ObsUtilsApi;
  }
}

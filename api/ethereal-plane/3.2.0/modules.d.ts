/** What this release puts on `game.modules.get('ethereal-plane').api`, for the examples checked against it. */
import type {EtherealPlaneAPI} from './index';

declare global {
  interface FoundryModuleApis {
    'ethereal-plane': EtherealPlaneAPI;
  }
}

/**
 * `npm run search:upload`: pushes the records of the last build (or dev
 * start) to the Algolia index named by ALGOLIA_INDEX_NAME (default
 * "Module Docs"), using ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY.
 */
import {loadGeneratedIndex} from './lib/loadIndex';
import {readUploadEnv, uploadRecords} from './lib/algoliaUpload';

async function main(): Promise<void> {
  const env = readUploadEnv(process.env);
  const {records} = loadGeneratedIndex();
  const {objects} = await uploadRecords({...env, records});
  console.log(`Uploaded ${objects} records to the Algolia index "${env.indexName}" (app ${env.appId}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

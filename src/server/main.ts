/** `npm run serve`: serves an existing build (dist/) on PORT. */
import { startSite } from './site';

const site = await startSite();
console.log(`Site ready at ${site.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void site.close().then(() => process.exit(0));
  });
}

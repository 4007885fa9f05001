import { startStack } from './tests/support/stack'; const s = await startStack(); console.log(JSON.stringify({site:s.siteUrl,backend:s.backendUrl,dist:s.distDir})); setInterval(()=>{},1<<30);

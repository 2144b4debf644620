// `npm start`: serves the webhook. Give its public HTTPS address as your app's Interactions Endpoint URL.
import { loadConfig } from './config.js';
import { serve } from './serve.js';

serve(loadConfig());

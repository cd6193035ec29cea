import type { Express } from 'express';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { adminAuth, firestore } from './firebase.js';
import { createServices } from './services.js';

export function buildApp(): Express {
  const config = loadConfig();
  return createApp(createServices(config, { db: firestore(), auth: adminAuth() }));
}

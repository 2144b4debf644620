import { type APIApplication, type APIGatewayBotInfo, type APIGatewayInfo, Routes } from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import { RouteTemplates } from '../client/route-templates.js';
import type { ApplicationMethods } from './application-methods.js';

/** The application and gateway endpoints, over the request core: what {@link ApplicationMethods} documents. */
export class ApplicationEndpoints implements ApplicationMethods {
  readonly #core: RESTCore;

  constructor(core: RESTCore) {
    this.#core = core;
  }

  getCurrentApplication(options?: CallOptions): Promise<APIApplication> {
    return this.#core.call({
      method: 'GET',
      path: Routes.currentApplication(),
      route: RouteTemplates.currentApplication,
      majorParameter: '',
      auth: true,
      replay: 'always',
      options,
    });
  }

  getGateway(options?: CallOptions): Promise<APIGatewayInfo> {
    return this.#core.call({
      method: 'GET',
      path: Routes.gateway(),
      route: RouteTemplates.gateway,
      majorParameter: '',
      auth: false,
      replay: 'always',
      options,
    });
  }

  getGatewayBot(options?: CallOptions): Promise<APIGatewayBotInfo> {
    return this.#core.call({
      method: 'GET',
      path: Routes.gatewayBot(),
      route: RouteTemplates.gatewayBot,
      majorParameter: '',
      auth: true,
      replay: 'always',
      options,
    });
  }
}

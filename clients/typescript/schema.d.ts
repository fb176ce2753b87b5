/**
 * The CMS API's types, generated from GET /openapi.json by openapi-typescript.
 * Do not edit: run `bun clients/typescript/generate.ts`.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health: 200 when the tenant registry is readable and the data folder has CMS_MIN_FREE_MB free; else 503 degraded
         * @description A system path: no `X-Tenant-Id`.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contexts/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The JSON-LD context of a type, as referenced by @context
         * @description A system path: no `X-Tenant-Id`.
         */
        get: operations["getContextsByType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.0 description of the API
         * @description A system path: no `X-Tenant-Id`.
         */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interactive API documentation (Scalar, served from the binary)
         * @description A system path: no `X-Tenant-Id`.
         */
        get: operations["getDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/{asset}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A static asset of the /docs page
         * @description A system path: no `X-Tenant-Id`.
         */
        get: operations["getDocsByAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs.jsonld": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Hydra API documentation: classes, properties and operations
         * @description A system path: no `X-Tenant-Id`.
         */
        get: operations["getDocsJsonld"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Hydra entrypoint: a link to each collection
         * @description A system path: no `X-Tenant-Id`.
         */
        get: operations["getAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchanges email and password for an access token and a refresh token
         * @description No token needed.
         */
        post: operations["postAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trades a refresh token for a new pair; the old refresh token stops working
         * @description No token needed.
         */
        post: operations["postAuthRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The authenticated user, or the API key the request was made with, as its own GET shows it
         * @description Any authenticated user of the tenant.
         */
        get: operations["getAdminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the password of the signed-in user; answers a new token pair
         * @description Any role. The current password is checked as a sign-in is (failures count toward the sign-in lock, 429 once locked). The user's sessions end: their refresh tokens and the access tokens issued before stop working; the answer is a fresh pair for this one. An API key has no password: 403.
         *
         *     Any authenticated user of the tenant.
         */
        post: operations["postAdminMePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/preview-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a preview token; send it as X-Preview-Token on /public requests to see drafts
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        post: operations["postAdminPreviewTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/media/quota/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's media storage quota and use (all sites); MB are MiB, rounded to 0.01
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminMediaQuotaInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{tenant}/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A media file (original or variant); private files need a bearer token or a signed URL
         * @description A public file is served to anyone. A private file needs a bearer token of the tenant (any role) or a signed URL (`expires` and `signature`) that has not expired.
         *
         *     A system path: no `X-Tenant-Id`.
         */
        get: operations["getMediaByTenantByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/locales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The content locales of multilingual fields; the first is the default
         * @description Any authenticated user of the tenant.
         */
        get: operations["getAdminLocales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the deliveries of a webhook, newest first, each with its attempts and status codes
         * @description Roles: ROLE_CMS_ADMIN.
         */
        get: operations["getAdminWebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{id}/deliveries/{delivery}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery of a webhook, with its attempts
         * @description Roles: ROLE_CMS_ADMIN.
         */
        get: operations["getAdminWebhooksByIdDeliveriesByDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists every write of the tenant, newest first, with the acting user or API key
         * @description Roles: ROLE_CMS_ADMIN.
         */
        get: operations["getAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit-log/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One audit log entry, with the data written
         * @description Roles: ROLE_CMS_ADMIN.
         */
        get: operations["getAdminAuditLogById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public settings of the site as one object keyed by setting key
         * @description No token needed.
         */
        get: operations["getPublicSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Full-text search over published articles and pages, ranked by relevance
         * @description No token needed. A valid `X-Preview-Token` also shows draft and scheduled content.
         */
        get: operations["getPublicSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/redirects/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resolves a path to the site's active redirect and counts a hit
         * @description No token needed.
         */
        get: operations["getPublicRedirectsResolve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists articles
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminArticles"];
        put?: never;
        /**
         * Creates an article
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR (drafts only).
         */
        post: operations["postAdminArticles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one article
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminArticlesById"];
        /**
         * Replaces an article
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR (drafts only).
         */
        put: operations["putAdminArticlesById"];
        post?: never;
        /**
         * Deletes an article
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        delete: operations["deleteAdminArticlesById"];
        options?: never;
        head?: never;
        /**
         * Updates fields of an article
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR (drafts only).
         */
        patch: operations["patchAdminArticlesById"];
        trace?: never;
    };
    "/admin/articles/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes the item now (published_at is kept when it is already past).
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        post: operations["postAdminArticlesByIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/articles/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes the item back to draft.
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        post: operations["postAdminArticlesByIdUnpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/articles/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the revisions of an article, newest first
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminArticlesByIdRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/articles/{id}/revisions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One revision of an article, as the list shows it
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminArticlesByIdRevisionsByVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/articles/{id}/revisions/{version}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restores a revision as a new version of the article
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR (drafts only).
         */
        post: operations["postAdminArticlesByIdRevisionsByVersionRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists pages
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminPages"];
        put?: never;
        /**
         * Creates a page
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR (drafts only).
         */
        post: operations["postAdminPages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one page
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminPagesById"];
        /**
         * Replaces a page
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR (drafts only).
         */
        put: operations["putAdminPagesById"];
        post?: never;
        /**
         * Deletes a page
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        delete: operations["deleteAdminPagesById"];
        options?: never;
        head?: never;
        /**
         * Updates fields of a page
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR (drafts only).
         */
        patch: operations["patchAdminPagesById"];
        trace?: never;
    };
    "/admin/pages/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes the item now (published_at is kept when it is already past).
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        post: operations["postAdminPagesByIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes the item back to draft.
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        post: operations["postAdminPagesByIdUnpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the revisions of a page, newest first
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminPagesByIdRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages/{id}/revisions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One revision of a page, as the list shows it
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminPagesByIdRevisionsByVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages/{id}/revisions/{version}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restores a revision as a new version of the page
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR (drafts only).
         */
        post: operations["postAdminPagesByIdRevisionsByVersionRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists categories
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminCategories"];
        put?: never;
        /**
         * Creates a category
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR (drafts only).
         */
        post: operations["postAdminCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one category
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminCategoriesById"];
        /**
         * Replaces a category
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR (drafts only).
         */
        put: operations["putAdminCategoriesById"];
        post?: never;
        /**
         * Deletes a category
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        delete: operations["deleteAdminCategoriesById"];
        options?: never;
        head?: never;
        /**
         * Updates fields of a category
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR (drafts only).
         */
        patch: operations["patchAdminCategoriesById"];
        trace?: never;
    };
    "/admin/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists tags
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminTags"];
        put?: never;
        /**
         * Creates a tag
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR (drafts only).
         */
        post: operations["postAdminTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one tag
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminTagsById"];
        /**
         * Replaces a tag
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR (drafts only).
         */
        put: operations["putAdminTagsById"];
        post?: never;
        /**
         * Deletes a tag
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        delete: operations["deleteAdminTagsById"];
        options?: never;
        head?: never;
        /**
         * Updates fields of a tag
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR (drafts only).
         */
        patch: operations["patchAdminTagsById"];
        trace?: never;
    };
    "/admin/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists media
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminMedia"];
        put?: never;
        /**
         * Uploads a file (multipart/form-data); images get thumbnail and medium variants
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR.
         */
        post: operations["postAdminMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one media
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminMediaById"];
        /**
         * Replaces a media
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        put: operations["putAdminMediaById"];
        post?: never;
        /**
         * Deletes a media
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        delete: operations["deleteAdminMediaById"];
        options?: never;
        head?: never;
        /**
         * Updates fields of a media
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        patch: operations["patchAdminMediaById"];
        trace?: never;
    };
    "/admin/redirects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists redirects
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminRedirects"];
        put?: never;
        /**
         * Creates a redirect
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        post: operations["postAdminRedirects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/redirects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one redirect
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminRedirectsById"];
        /**
         * Replaces a redirect
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        put: operations["putAdminRedirectsById"];
        post?: never;
        /**
         * Deletes a redirect
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        delete: operations["deleteAdminRedirectsById"];
        options?: never;
        head?: never;
        /**
         * Updates fields of a redirect
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        patch: operations["patchAdminRedirectsById"];
        trace?: never;
    };
    "/admin/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists sites
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminSites"];
        put?: never;
        /**
         * Creates a site
         * @description Roles: ROLE_CMS_ADMIN.
         */
        post: operations["postAdminSites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/sites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one site
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminSitesById"];
        /**
         * Replaces a site
         * @description Roles: ROLE_CMS_ADMIN.
         */
        put: operations["putAdminSitesById"];
        post?: never;
        /**
         * Deletes a site
         * @description Roles: ROLE_CMS_ADMIN.
         */
        delete: operations["deleteAdminSitesById"];
        options?: never;
        head?: never;
        /**
         * Updates fields of a site
         * @description Roles: ROLE_CMS_ADMIN.
         */
        patch: operations["patchAdminSitesById"];
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists users
         * @description Roles: ROLE_CMS_ADMIN.
         */
        get: operations["getAdminUsers"];
        put?: never;
        /**
         * Creates an user
         * @description Roles: ROLE_CMS_ADMIN.
         */
        post: operations["postAdminUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one user
         * @description Roles: ROLE_CMS_ADMIN.
         */
        get: operations["getAdminUsersById"];
        /**
         * Replaces an user
         * @description Roles: ROLE_CMS_ADMIN.
         */
        put: operations["putAdminUsersById"];
        post?: never;
        /**
         * Deletes an user
         * @description Roles: ROLE_CMS_ADMIN.
         */
        delete: operations["deleteAdminUsersById"];
        options?: never;
        head?: never;
        /**
         * Updates fields of an user
         * @description Roles: ROLE_CMS_ADMIN.
         */
        patch: operations["patchAdminUsersById"];
        trace?: never;
    };
    "/admin/users/{id}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lifts the sign-in lock that failed sign-ins put on the user, and forgets those failures.
         * @description Roles: ROLE_CMS_ADMIN.
         */
        post: operations["postAdminUsersByIdUnlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists menus
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminMenus"];
        put?: never;
        /**
         * Creates a menu
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        post: operations["postAdminMenus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/menus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one menu
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminMenusById"];
        /**
         * Replaces a menu
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        put: operations["putAdminMenusById"];
        post?: never;
        /**
         * Deletes a menu
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        delete: operations["deleteAdminMenusById"];
        options?: never;
        head?: never;
        /**
         * Updates fields of a menu
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        patch: operations["patchAdminMenusById"];
        trace?: never;
    };
    "/admin/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists blocks
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminBlocks"];
        put?: never;
        /**
         * Creates a block
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        post: operations["postAdminBlocks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/blocks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one block
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminBlocksById"];
        /**
         * Replaces a block
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        put: operations["putAdminBlocksById"];
        post?: never;
        /**
         * Deletes a block
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        delete: operations["deleteAdminBlocksById"];
        options?: never;
        head?: never;
        /**
         * Updates fields of a block
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        patch: operations["patchAdminBlocksById"];
        trace?: never;
    };
    "/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists settings
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        get: operations["getAdminSettings"];
        put?: never;
        /**
         * Creates a setting
         * @description Roles: ROLE_CMS_ADMIN.
         */
        post: operations["postAdminSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one setting
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR.
         */
        get: operations["getAdminSettingsById"];
        /**
         * Replaces a setting
         * @description Roles: ROLE_CMS_ADMIN.
         */
        put: operations["putAdminSettingsById"];
        post?: never;
        /**
         * Deletes a setting
         * @description Roles: ROLE_CMS_ADMIN.
         */
        delete: operations["deleteAdminSettingsById"];
        options?: never;
        head?: never;
        /**
         * Updates fields of a setting
         * @description Roles: ROLE_CMS_ADMIN.
         */
        patch: operations["patchAdminSettingsById"];
        trace?: never;
    };
    "/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists api-keys
         * @description Roles: ROLE_CMS_ADMIN.
         */
        get: operations["getAdminApiKeys"];
        put?: never;
        /**
         * Creates an api_key
         * @description Roles: ROLE_CMS_ADMIN.
         */
        post: operations["postAdminApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one api_key
         * @description Roles: ROLE_CMS_ADMIN.
         */
        get: operations["getAdminApiKeysById"];
        /**
         * Replaces an api_key
         * @description Roles: ROLE_CMS_ADMIN.
         */
        put: operations["putAdminApiKeysById"];
        post?: never;
        /**
         * Deletes an api_key
         * @description Roles: ROLE_CMS_ADMIN.
         */
        delete: operations["deleteAdminApiKeysById"];
        options?: never;
        head?: never;
        /**
         * Updates fields of an api_key
         * @description Roles: ROLE_CMS_ADMIN.
         */
        patch: operations["patchAdminApiKeysById"];
        trace?: never;
    };
    "/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists webhooks
         * @description Roles: ROLE_CMS_ADMIN.
         */
        get: operations["getAdminWebhooks"];
        put?: never;
        /**
         * Creates a webhook
         * @description Roles: ROLE_CMS_ADMIN.
         */
        post: operations["postAdminWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one webhook
         * @description Roles: ROLE_CMS_ADMIN.
         */
        get: operations["getAdminWebhooksById"];
        /**
         * Replaces a webhook
         * @description Roles: ROLE_CMS_ADMIN.
         */
        put: operations["putAdminWebhooksById"];
        post?: never;
        /**
         * Deletes a webhook
         * @description Roles: ROLE_CMS_ADMIN.
         */
        delete: operations["deleteAdminWebhooksById"];
        options?: never;
        head?: never;
        /**
         * Updates fields of a webhook
         * @description Roles: ROLE_CMS_ADMIN.
         */
        patch: operations["patchAdminWebhooksById"];
        trace?: never;
    };
    "/public/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists published articles
         * @description No token needed. A valid `X-Preview-Token` also shows draft and scheduled content.
         */
        get: operations["getPublicArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/articles/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one published article by slug
         * @description No token needed. A valid `X-Preview-Token` also shows draft and scheduled content.
         */
        get: operations["getPublicArticlesBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists published pages
         * @description No token needed. A valid `X-Preview-Token` also shows draft and scheduled content.
         */
        get: operations["getPublicPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one published page by slug
         * @description No token needed. A valid `X-Preview-Token` also shows draft and scheduled content.
         */
        get: operations["getPublicPagesBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists published categories
         * @description No token needed. A valid `X-Preview-Token` also shows draft and scheduled content.
         */
        get: operations["getPublicCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/categories/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one published category by slug
         * @description No token needed. A valid `X-Preview-Token` also shows draft and scheduled content.
         */
        get: operations["getPublicCategoriesBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists published tags
         * @description No token needed. A valid `X-Preview-Token` also shows draft and scheduled content.
         */
        get: operations["getPublicTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/tags/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one published tag by slug
         * @description No token needed. A valid `X-Preview-Token` also shows draft and scheduled content.
         */
        get: operations["getPublicTagsBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/menus/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one published menu by slug
         * @description No token needed. A valid `X-Preview-Token` also shows draft and scheduled content.
         */
        get: operations["getPublicMenusBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/blocks/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one published block by slug
         * @description No token needed. A valid `X-Preview-Token` also shows draft and scheduled content.
         */
        get: operations["getPublicBlocksBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the changes after a cursor, oldest first
         * @description One write, as the change feed tells it: which item, which event, by whom, and what it makes stale. `hydra:next` continues after the last cursor while more is stored; keep the last member's `cursor` to ask again later. A cursor older than what is kept answers 410.
         *
         *     Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/changes/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Streams the changes live, as Server-Sent Events
         * @description Each change as an event: `id:` its cursor, `event:` its name, `data:` the Change as JSON. Without a cursor it starts with the changes made from now on; `after=0` replays every kept change first. Reconnecting with the `Last-Event-ID` header (the last cursor received; or `?after=`) delivers every change after it, none twice, none missing. A comment line at least every 15 s keeps idle connections open. At most CMS_STREAMS_PER_TENANT open streams per tenant (503 with Retry-After past it).
         *
         *     Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminChangesStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/changes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One Change, as the feed shows it to the caller
         * @description Roles: ROLE_CMS_ADMIN, ROLE_CMS_EDITOR, ROLE_CMS_AUTHOR, ROLE_CMS_VIEWER.
         */
        get: operations["getAdminChangesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists what the public saw change after a cursor, oldest first
         * @description An item that became visible or changed while visible (`upsert`), or stopped being visible (`remove`). `hydra:next` continues after the last cursor while more is stored; keep the last member's `cursor` to ask again later. A cursor older than what is kept answers 410.
         *
         *     No token needed.
         */
        get: operations["getPublicChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/changes/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Streams what the public sees change live, as Server-Sent Events
         * @description Each change as an event: `id:` its cursor, `event:` its name, `data:` the PublicChange as JSON. Without a cursor it starts with the changes made from now on; `after=0` replays every kept change first. Reconnecting with the `Last-Event-ID` header (the last cursor received; or `?after=`) delivers every change after it, none twice, none missing. A comment line at least every 15 s keeps idle connections open. At most CMS_STREAMS_PER_TENANT open streams per tenant (503 with Retry-After past it). Browsers, whose EventSource sends no headers, may name the tenant as `?tenant=<slug>`.
         *
         *     No token needed.
         */
        get: operations["getPublicChangesStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/changes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One PublicChange, as the feed shows it to the caller
         * @description No token needed.
         */
        get: operations["getPublicChangesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A key for servers and build pipelines, sent as `Authorization: Bearer cms_…`. The key is shown once, in the 201; it is stored hashed. DELETE revokes it. */
        ApiKey: {
            /**
             * @description Present on a single item; absent on collection members
             * @example /contexts/ApiKey
             */
            "@context"?: string;
            /**
             * Format: iri-reference
             * @example /admin/api-keys/0190f1c2-0000-7000-8000-000000000000
             */
            "@id": string;
            /** @enum {string} */
            "@type": "ApiKey";
            /** Format: uuid */
            id: string;
            name?: string;
            roles?: ("ROLE_CMS_ADMIN" | "ROLE_CMS_EDITOR" | "ROLE_CMS_AUTHOR" | "ROLE_CMS_VIEWER")[];
            /** Format: date-time */
            expires_at?: string | null;
            /** @description The key, shown once in the 201 (only in the answer of the write that sets it, never in a read) */
            readonly key?: string;
            /** Format: date-time */
            readonly last_used_at?: string | null;
            /** @description The uuid of the user the key acts for: it stops when that user is disabled or deleted, and never acts above their highest role (null: a key made before owners were recorded) */
            readonly owner_id?: string | null;
            /** @description 1 on creation, +1 on every write */
            readonly version?: number;
            /** Format: date-time */
            readonly created_at?: string;
            /** Format: date-time */
            readonly updated_at?: string;
        };
        "ApiKey.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["ApiKey"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description Only the fields to change. Absent fields and absent locales are kept; a null locale is removed. */
        "ApiKey.patch": {
            name?: string | null;
            roles?: ("ROLE_CMS_ADMIN" | "ROLE_CMS_EDITOR" | "ROLE_CMS_AUTHOR" | "ROLE_CMS_VIEWER")[];
            /** Format: date-time */
            expires_at?: string | null;
        };
        /** @description Writable fields of ApiKey. Relations are IRIs; read-only and unknown fields are ignored. */
        "ApiKey.write": {
            name: string | null;
            roles?: ("ROLE_CMS_ADMIN" | "ROLE_CMS_EDITOR" | "ROLE_CMS_AUTHOR" | "ROLE_CMS_VIEWER")[];
            /** Format: date-time */
            expires_at?: string | null;
        };
        /** @description A dated piece of content: news, blog post, story. */
        Article: {
            /**
             * @description Present on a single item; absent on collection members
             * @example /contexts/Article
             */
            "@context"?: string;
            /**
             * Format: iri-reference
             * @example /admin/articles/0190f1c2-0000-7000-8000-000000000000
             */
            "@id": string;
            /** @enum {string} */
            "@type": "Article";
            /** Format: uuid */
            id: string;
            slug?: string;
            /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
            title?: ({
                fr?: string;
                en?: string;
            } & {
                [key: string]: string;
            }) | (string | null);
            /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
            excerpt?: ({
                fr?: string;
                en?: string;
            } & {
                [key: string]: string;
            }) | (string | null);
            /** @description HTML per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
            body_html?: ({
                fr?: string;
                en?: string;
            } & {
                [key: string]: string;
            }) | (string | null);
            /**
             * @default draft
             * @enum {string}
             */
            status?: "draft" | "scheduled" | "published" | "archived";
            /** Format: date-time */
            published_at?: string | null;
            /** @description Search engine and social sharing metadata */
            seo?: {
                /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                meta_title?: ({
                    fr?: string;
                    en?: string;
                } & {
                    [key: string]: string;
                }) | (string | null);
                /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                meta_description?: ({
                    fr?: string;
                    en?: string;
                } & {
                    [key: string]: string;
                }) | (string | null);
                /** Format: uri */
                canonical_url?: string | null;
                /** @description Embedded Media */
                og_image?: {
                    /** Format: iri-reference */
                    "@id": string;
                    /** @enum {string} */
                    "@type": "Media";
                    /** Format: uuid */
                    id: string;
                    filename?: string;
                    urls?: {
                        original: string;
                        thumbnail?: string;
                        medium?: string;
                        /** @description Images: transform URLs at widths 320, 640, 960, 1280 and 1920 (not wider than the original), as an HTML srcset */
                        srcset?: string;
                    };
                } | null;
                /** @default false */
                noindex?: boolean;
            };
            type?: string;
            /** @description Embedded Category */
            category?: {
                /** Format: iri-reference */
                "@id": string;
                /** @enum {string} */
                "@type": "Category";
                /** Format: uuid */
                id: string;
                slug?: string;
                /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                name?: ({
                    fr?: string;
                    en?: string;
                } & {
                    [key: string]: string;
                }) | (string | null);
            } | null;
            /**
             * Format: uuid
             * @description UUID of the category
             */
            readonly category_id?: string | null;
            secondaryCategories?: {
                /** Format: iri-reference */
                "@id": string;
                /** @enum {string} */
                "@type": "Category";
                /** Format: uuid */
                id: string;
                slug?: string;
                /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                name?: ({
                    fr?: string;
                    en?: string;
                } & {
                    [key: string]: string;
                }) | (string | null);
            }[];
            tags?: {
                /** Format: iri-reference */
                "@id": string;
                /** @enum {string} */
                "@type": "Tag";
                /** Format: uuid */
                id: string;
                slug?: string;
                /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                name?: ({
                    fr?: string;
                    en?: string;
                } & {
                    [key: string]: string;
                }) | (string | null);
            }[];
            /** @description Embedded Media */
            featuredImage?: {
                /** Format: iri-reference */
                "@id": string;
                /** @enum {string} */
                "@type": "Media";
                /** Format: uuid */
                id: string;
                filename?: string;
                urls?: {
                    original: string;
                    thumbnail?: string;
                    medium?: string;
                    /** @description Images: transform URLs at widths 320, 640, 960, 1280 and 1920 (not wider than the original), as an HTML srcset */
                    srcset?: string;
                };
            } | null;
            /** @description 1 on creation, +1 on every write */
            readonly version?: number;
            /** Format: date-time */
            readonly created_at?: string;
            /** Format: date-time */
            readonly updated_at?: string;
        };
        "Article.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["Article"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description Only the fields to change. Absent fields and absent locales are kept; a null locale is removed. */
        "Article.patch": {
            slug?: string | null;
            title?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            excerpt?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            /** @description HTML per locale */
            body_html?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            /**
             * @default draft
             * @enum {string|null}
             */
            status?: "draft" | "scheduled" | "published" | "archived" | null;
            /** Format: date-time */
            published_at?: string | null;
            /** @description Search engine and social sharing metadata */
            seo?: {
                meta_title?: ({
                    fr?: string | null;
                    en?: string | null;
                } & {
                    [key: string]: string | null;
                }) | null;
                meta_description?: ({
                    fr?: string | null;
                    en?: string | null;
                } & {
                    [key: string]: string | null;
                }) | null;
                /** Format: uri */
                canonical_url?: string | null;
                /**
                 * Format: iri-reference
                 * @example /admin/media/0190f1c2-0000-7000-8000-000000000000
                 */
                og_image?: string | null;
                /** @default false */
                noindex?: boolean | null;
            } | null;
            type?: string | null;
            /** Format: uuid */
            category_id?: string | null;
            secondaryCategories?: string[] | null;
            tags?: string[] | null;
            /**
             * Format: iri-reference
             * @example /admin/media/0190f1c2-0000-7000-8000-000000000000
             */
            featuredImage?: string | null;
        };
        /** @description Writable fields of Article. Relations are IRIs; read-only and unknown fields are ignored. */
        "Article.write": {
            slug?: string | null;
            title: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            excerpt?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            /** @description HTML per locale */
            body_html?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            /**
             * @default draft
             * @enum {string|null}
             */
            status?: "draft" | "scheduled" | "published" | "archived" | null;
            /** Format: date-time */
            published_at?: string | null;
            /** @description Search engine and social sharing metadata */
            seo?: {
                meta_title?: ({
                    fr?: string | null;
                    en?: string | null;
                } & {
                    [key: string]: string | null;
                }) | null;
                meta_description?: ({
                    fr?: string | null;
                    en?: string | null;
                } & {
                    [key: string]: string | null;
                }) | null;
                /** Format: uri */
                canonical_url?: string | null;
                /**
                 * Format: iri-reference
                 * @example /admin/media/0190f1c2-0000-7000-8000-000000000000
                 */
                og_image?: string | null;
                /** @default false */
                noindex?: boolean | null;
            } | null;
            type?: string | null;
            /** Format: uuid */
            category_id?: string | null;
            secondaryCategories?: string[] | null;
            tags?: string[] | null;
            /**
             * Format: iri-reference
             * @example /admin/media/0190f1c2-0000-7000-8000-000000000000
             */
            featuredImage?: string | null;
        };
        /** @description Who wrote what: every write of the tenant as an event, kept with the data written. */
        AuditLogEntry: {
            /** Format: iri-reference */
            "@id": string;
            /** @enum {string} */
            "@type": "AuditLogEntry";
            /**
             * Format: uuid
             * @description The event id (also the `id` of webhook payloads)
             */
            id: string;
            /** @description e.g. article.updated */
            event?: string;
            /** @description e.g. articles */
            resource?: string;
            /** Format: iri-reference */
            readonly entity?: string;
            /** Format: uuid */
            readonly entity_id?: string;
            /**
             * Format: uuid
             * @description Null for tenant-wide resources (users, API keys, sites)
             */
            readonly site?: string | null;
            readonly actor?: {
                /** @description The user or API key */
                "@id"?: string;
                /** @enum {string} */
                type: "user" | "api_key" | "system";
                id: string;
                /** @description Email of the user, name of the key */
                label?: string;
            } | null;
            /** Format: date-time */
            occurred_at?: string | null;
        };
        "AuditLogEntry.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["AuditLogEntry"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description Who wrote what: every write of the tenant as an event, kept with the data written. */
        "AuditLogEntry.item": {
            /** @enum {string} */
            "@context": "/contexts/AuditLogEntry";
            /** Format: iri-reference */
            "@id": string;
            /** @enum {string} */
            "@type": "AuditLogEntry";
            /**
             * Format: uuid
             * @description The event id (also the `id` of webhook payloads)
             */
            id: string;
            /** @description e.g. article.updated */
            event?: string;
            /** @description e.g. articles */
            resource?: string;
            /** Format: iri-reference */
            readonly entity?: string;
            /** Format: uuid */
            readonly entity_id?: string;
            /**
             * Format: uuid
             * @description Null for tenant-wide resources (users, API keys, sites)
             */
            readonly site?: string | null;
            readonly actor?: {
                /** @description The user or API key */
                "@id"?: string;
                /** @enum {string} */
                type: "user" | "api_key" | "system";
                id: string;
                /** @description Email of the user, name of the key */
                label?: string;
            } | null;
            /** Format: date-time */
            occurred_at?: string | null;
            /** @description The item as written (item endpoint only) */
            readonly data?: {
                [key: string]: unknown;
            };
        };
        /** @description A reusable piece of content (banner, footer text) with free structured data. Public at /public/blocks/{slug} once published. */
        Block: {
            /**
             * @description Present on a single item; absent on collection members
             * @example /contexts/Block
             */
            "@context"?: string;
            /**
             * Format: iri-reference
             * @example /admin/blocks/0190f1c2-0000-7000-8000-000000000000
             */
            "@id": string;
            /** @enum {string} */
            "@type": "Block";
            /** Format: uuid */
            id: string;
            slug?: string;
            /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
            name?: ({
                fr?: string;
                en?: string;
            } & {
                [key: string]: string;
            }) | (string | null);
            type?: string;
            /** @description HTML per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
            content?: ({
                fr?: string;
                en?: string;
            } & {
                [key: string]: string;
            }) | (string | null);
            data?: {
                [key: string]: unknown;
            };
            /**
             * @default draft
             * @enum {string}
             */
            status?: "draft" | "published";
            /** @description 1 on creation, +1 on every write */
            readonly version?: number;
            /** Format: date-time */
            readonly created_at?: string;
            /** Format: date-time */
            readonly updated_at?: string;
        };
        "Block.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["Block"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description Only the fields to change. Absent fields and absent locales are kept; a null locale is removed. */
        "Block.patch": {
            slug?: string | null;
            name?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            type?: string | null;
            /** @description HTML per locale */
            content?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            data?: {
                [key: string]: unknown;
            } | null;
            /**
             * @default draft
             * @enum {string|null}
             */
            status?: "draft" | "published" | null;
        };
        /** @description Writable fields of Block. Relations are IRIs; read-only and unknown fields are ignored. */
        "Block.write": {
            slug?: string | null;
            name: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            type?: string | null;
            /** @description HTML per locale */
            content?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            data?: {
                [key: string]: unknown;
            } | null;
            /**
             * @default draft
             * @enum {string|null}
             */
            status?: "draft" | "published" | null;
        };
        /** @description A category of articles (primary or secondary). */
        Category: {
            /**
             * @description Present on a single item; absent on collection members
             * @example /contexts/Category
             */
            "@context"?: string;
            /**
             * Format: iri-reference
             * @example /admin/categories/0190f1c2-0000-7000-8000-000000000000
             */
            "@id": string;
            /** @enum {string} */
            "@type": "Category";
            /** Format: uuid */
            id: string;
            slug?: string;
            /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
            name?: ({
                fr?: string;
                en?: string;
            } & {
                [key: string]: string;
            }) | (string | null);
            /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
            description?: ({
                fr?: string;
                en?: string;
            } & {
                [key: string]: string;
            }) | (string | null);
            /** @description 1 on creation, +1 on every write */
            readonly version?: number;
            /** Format: date-time */
            readonly created_at?: string;
            /** Format: date-time */
            readonly updated_at?: string;
        };
        "Category.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["Category"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description Only the fields to change. Absent fields and absent locales are kept; a null locale is removed. */
        "Category.patch": {
            slug?: string | null;
            name?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            description?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
        };
        /** @description Writable fields of Category. Relations are IRIs; read-only and unknown fields are ignored. */
        "Category.write": {
            slug?: string | null;
            name: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            description?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
        };
        /** @description One write, as the change feed tells it: which item, which event, by whom, and what it makes stale. */
        Change: {
            /** Format: iri-reference */
            "@id": string;
            /** @enum {string} */
            "@type": "Change";
            /**
             * Format: uuid
             * @description The event id (also the `id` of webhook payloads)
             */
            id: string;
            /** @description Opaque and increasing: pass it as `after` or `Last-Event-ID` to continue after this change */
            readonly cursor?: string;
            /** @description The resource path, e.g. articles */
            readonly resource?: string;
            /** @description e.g. article.updated */
            readonly event?: string;
            /** Format: iri-reference */
            readonly item?: string;
            readonly actor?: {
                /** @description The user or API key */
                "@id"?: string;
                /** @enum {string} */
                type: "user" | "api_key" | "system";
                id: string;
                /** @description Email of the user, name of the key */
                label?: string;
            } | null;
            /** @description The item's version after the change (before it, for a deletion) */
            readonly version?: number | null;
            /** Format: date-time */
            readonly occurred_at?: string;
            /** @description The cache tags whose responses the change makes stale (the `Cache-Tag` values of /public responses) */
            readonly cache_tags?: string[];
        };
        "Change.feed": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            "hydra:member": components["schemas"]["Change"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description One write, as the change feed tells it: which item, which event, by whom, and what it makes stale. */
        "Change.item": {
            /** @enum {string} */
            "@context": "/contexts/Change";
            /** Format: iri-reference */
            "@id": string;
            /** @enum {string} */
            "@type": "Change";
            /**
             * Format: uuid
             * @description The event id (also the `id` of webhook payloads)
             */
            id: string;
            /** @description Opaque and increasing: pass it as `after` or `Last-Event-ID` to continue after this change */
            readonly cursor?: string;
            /** @description The resource path, e.g. articles */
            readonly resource?: string;
            /** @description e.g. article.updated */
            readonly event?: string;
            /** Format: iri-reference */
            readonly item?: string;
            readonly actor?: {
                /** @description The user or API key */
                "@id"?: string;
                /** @enum {string} */
                type: "user" | "api_key" | "system";
                id: string;
                /** @description Email of the user, name of the key */
                label?: string;
            } | null;
            /** @description The item's version after the change (before it, for a deletion) */
            readonly version?: number | null;
            /** Format: date-time */
            readonly occurred_at?: string;
            /** @description The cache tags whose responses the change makes stale (the `Cache-Tag` values of /public responses) */
            readonly cache_tags?: string[];
        };
        /** @description Page links, root-relative, keeping the other query parameters. next/previous only where they apply. */
        HydraView: {
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:PartialCollectionView";
            "hydra:first"?: string;
            "hydra:last"?: string;
            "hydra:next"?: string;
            "hydra:previous"?: string;
        };
        /** @description An uploaded file (POST multipart/form-data). Images get thumbnail and medium variants. */
        Media: {
            /**
             * @description Present on a single item; absent on collection members
             * @example /contexts/Media
             */
            "@context"?: string;
            /**
             * Format: iri-reference
             * @example /admin/media/0190f1c2-0000-7000-8000-000000000000
             */
            "@id": string;
            /** @enum {string} */
            "@type": "Media";
            /** Format: uuid */
            id: string;
            readonly filename?: string;
            readonly original_filename?: string;
            readonly mime_type?: string;
            /** @description Bytes of the original file */
            readonly size?: number;
            readonly status?: string;
            /**
             * @default public
             * @enum {string}
             */
            visibility?: "public" | "private";
            /** @description Pixels, upright; null when the file is no image */
            readonly width?: number | null;
            /** @description Pixels, upright; null when the file is no image */
            readonly height?: number | null;
            /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
            alt?: ({
                fr?: string;
                en?: string;
            } & {
                [key: string]: string;
            }) | (string | null);
            /** @description The point a `fit=cover` transform keeps in its crop */
            focal_point?: {
                /** @default 0.5 */
                x?: number;
                /** @default 0.5 */
                y?: number;
            };
            /** @description Images: a blurred ThumbHash preview as a data: URL (at most 1 KiB); null for other files */
            readonly placeholder?: string | null;
            readonly urls?: {
                original: string;
                thumbnail?: string;
                medium?: string;
                /** @description Images: transform URLs at widths 320, 640, 960, 1280 and 1920 (not wider than the original), as an HTML srcset */
                srcset?: string;
            };
            /** @description 1 on creation, +1 on every write */
            readonly version?: number;
            /** Format: date-time */
            readonly created_at?: string;
            /** Format: date-time */
            readonly updated_at?: string;
        };
        "Media.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["Media"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description Only the fields to change. Absent fields and absent locales are kept; a null locale is removed. */
        "Media.patch": {
            /**
             * @default public
             * @enum {string|null}
             */
            visibility?: "public" | "private" | null;
            alt?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            /** @description The point a `fit=cover` transform keeps in its crop */
            focal_point?: {
                /** @default 0.5 */
                x?: number | null;
                /** @default 0.5 */
                y?: number | null;
            } | null;
        };
        /** @description Writable fields of Media. Relations are IRIs; read-only and unknown fields are ignored. */
        "Media.write": {
            /**
             * @default public
             * @enum {string|null}
             */
            visibility?: "public" | "private" | null;
            alt?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            /** @description The point a `fit=cover` transform keeps in its crop */
            focal_point?: {
                /** @default 0.5 */
                x?: number | null;
                /** @default 0.5 */
                y?: number | null;
            } | null;
        };
        /** @description A navigation menu: a tree of links (at most 3 levels) to URLs, articles and pages. Public at /public/menus/{slug}. */
        Menu: {
            /**
             * @description Present on a single item; absent on collection members
             * @example /contexts/Menu
             */
            "@context"?: string;
            /**
             * Format: iri-reference
             * @example /admin/menus/0190f1c2-0000-7000-8000-000000000000
             */
            "@id": string;
            /** @enum {string} */
            "@type": "Menu";
            /** Format: uuid */
            id: string;
            slug?: string;
            /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
            name?: ({
                fr?: string;
                en?: string;
            } & {
                [key: string]: string;
            }) | (string | null);
            /** @description Where the front end shows it, e.g. header, footer */
            location?: string;
            items?: {
                /** @description Stable item id; generated when absent */
                id?: string;
                /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                label: ({
                    fr?: string;
                    en?: string;
                } & {
                    [key: string]: string;
                }) | (string | null);
                /** @description A path, #anchor, http(s), mailto: or tel: link (or target) */
                url?: string | null;
                /**
                 * Format: iri-reference
                 * @description IRI of an article or page of the site (or url)
                 */
                target?: string | null;
                /** @description The target, embedded (`@id`, `@type`, `id`, `slug`); null when it was deleted */
                readonly target_item?: {
                    /** Format: iri-reference */
                    "@id": string;
                    /** @enum {string} */
                    "@type": "Article" | "Page";
                    /** Format: uuid */
                    id: string;
                    slug: string;
                } | null;
                children?: {
                    /** @description Stable item id; generated when absent */
                    id?: string;
                    /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                    label: ({
                        fr?: string;
                        en?: string;
                    } & {
                        [key: string]: string;
                    }) | (string | null);
                    /** @description A path, #anchor, http(s), mailto: or tel: link (or target) */
                    url?: string | null;
                    /**
                     * Format: iri-reference
                     * @description IRI of an article or page of the site (or url)
                     */
                    target?: string | null;
                    /** @description The target, embedded (`@id`, `@type`, `id`, `slug`); null when it was deleted */
                    readonly target_item?: {
                        /** Format: iri-reference */
                        "@id": string;
                        /** @enum {string} */
                        "@type": "Article" | "Page";
                        /** Format: uuid */
                        id: string;
                        slug: string;
                    } | null;
                    children?: {
                        /** @description Stable item id; generated when absent */
                        id?: string;
                        /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                        label: ({
                            fr?: string;
                            en?: string;
                        } & {
                            [key: string]: string;
                        }) | (string | null);
                        /** @description A path, #anchor, http(s), mailto: or tel: link (or target) */
                        url?: string | null;
                        /**
                         * Format: iri-reference
                         * @description IRI of an article or page of the site (or url)
                         */
                        target?: string | null;
                        /** @description The target, embedded (`@id`, `@type`, `id`, `slug`); null when it was deleted */
                        readonly target_item?: {
                            /** Format: iri-reference */
                            "@id": string;
                            /** @enum {string} */
                            "@type": "Article" | "Page";
                            /** Format: uuid */
                            id: string;
                            slug: string;
                        } | null;
                        children?: unknown[];
                    }[];
                }[];
            }[];
            /** @description 1 on creation, +1 on every write */
            readonly version?: number;
            /** Format: date-time */
            readonly created_at?: string;
            /** Format: date-time */
            readonly updated_at?: string;
        };
        "Menu.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["Menu"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description Only the fields to change. Absent fields and absent locales are kept; a null locale is removed. */
        "Menu.patch": {
            slug?: string | null;
            name?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            /** @description Where the front end shows it, e.g. header, footer */
            location?: string | null;
            items?: {
                /** @description Stable item id; generated when absent */
                id?: string;
                /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                label: ({
                    fr?: string;
                    en?: string;
                } & {
                    [key: string]: string;
                }) | (string | null);
                /** @description A path, #anchor, http(s), mailto: or tel: link (or target) */
                url?: string | null;
                /**
                 * Format: iri-reference
                 * @description IRI of an article or page of the site (or url)
                 */
                target?: string | null;
                /** @description The target, embedded (`@id`, `@type`, `id`, `slug`); null when it was deleted */
                readonly target_item?: {
                    /** Format: iri-reference */
                    "@id": string;
                    /** @enum {string} */
                    "@type": "Article" | "Page";
                    /** Format: uuid */
                    id: string;
                    slug: string;
                } | null;
                children?: {
                    /** @description Stable item id; generated when absent */
                    id?: string;
                    /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                    label: ({
                        fr?: string;
                        en?: string;
                    } & {
                        [key: string]: string;
                    }) | (string | null);
                    /** @description A path, #anchor, http(s), mailto: or tel: link (or target) */
                    url?: string | null;
                    /**
                     * Format: iri-reference
                     * @description IRI of an article or page of the site (or url)
                     */
                    target?: string | null;
                    /** @description The target, embedded (`@id`, `@type`, `id`, `slug`); null when it was deleted */
                    readonly target_item?: {
                        /** Format: iri-reference */
                        "@id": string;
                        /** @enum {string} */
                        "@type": "Article" | "Page";
                        /** Format: uuid */
                        id: string;
                        slug: string;
                    } | null;
                    children?: {
                        /** @description Stable item id; generated when absent */
                        id?: string;
                        /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                        label: ({
                            fr?: string;
                            en?: string;
                        } & {
                            [key: string]: string;
                        }) | (string | null);
                        /** @description A path, #anchor, http(s), mailto: or tel: link (or target) */
                        url?: string | null;
                        /**
                         * Format: iri-reference
                         * @description IRI of an article or page of the site (or url)
                         */
                        target?: string | null;
                        /** @description The target, embedded (`@id`, `@type`, `id`, `slug`); null when it was deleted */
                        readonly target_item?: {
                            /** Format: iri-reference */
                            "@id": string;
                            /** @enum {string} */
                            "@type": "Article" | "Page";
                            /** Format: uuid */
                            id: string;
                            slug: string;
                        } | null;
                        children?: unknown[];
                    }[];
                }[];
            }[];
        };
        /** @description Writable fields of Menu. Relations are IRIs; read-only and unknown fields are ignored. */
        "Menu.write": {
            slug?: string | null;
            name: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            /** @description Where the front end shows it, e.g. header, footer */
            location?: string | null;
            items?: {
                /** @description Stable item id; generated when absent */
                id?: string;
                /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                label: ({
                    fr?: string;
                    en?: string;
                } & {
                    [key: string]: string;
                }) | (string | null);
                /** @description A path, #anchor, http(s), mailto: or tel: link (or target) */
                url?: string | null;
                /**
                 * Format: iri-reference
                 * @description IRI of an article or page of the site (or url)
                 */
                target?: string | null;
                /** @description The target, embedded (`@id`, `@type`, `id`, `slug`); null when it was deleted */
                readonly target_item?: {
                    /** Format: iri-reference */
                    "@id": string;
                    /** @enum {string} */
                    "@type": "Article" | "Page";
                    /** Format: uuid */
                    id: string;
                    slug: string;
                } | null;
                children?: {
                    /** @description Stable item id; generated when absent */
                    id?: string;
                    /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                    label: ({
                        fr?: string;
                        en?: string;
                    } & {
                        [key: string]: string;
                    }) | (string | null);
                    /** @description A path, #anchor, http(s), mailto: or tel: link (or target) */
                    url?: string | null;
                    /**
                     * Format: iri-reference
                     * @description IRI of an article or page of the site (or url)
                     */
                    target?: string | null;
                    /** @description The target, embedded (`@id`, `@type`, `id`, `slug`); null when it was deleted */
                    readonly target_item?: {
                        /** Format: iri-reference */
                        "@id": string;
                        /** @enum {string} */
                        "@type": "Article" | "Page";
                        /** Format: uuid */
                        id: string;
                        slug: string;
                    } | null;
                    children?: {
                        /** @description Stable item id; generated when absent */
                        id?: string;
                        /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                        label: ({
                            fr?: string;
                            en?: string;
                        } & {
                            [key: string]: string;
                        }) | (string | null);
                        /** @description A path, #anchor, http(s), mailto: or tel: link (or target) */
                        url?: string | null;
                        /**
                         * Format: iri-reference
                         * @description IRI of an article or page of the site (or url)
                         */
                        target?: string | null;
                        /** @description The target, embedded (`@id`, `@type`, `id`, `slug`); null when it was deleted */
                        readonly target_item?: {
                            /** Format: iri-reference */
                            "@id": string;
                            /** @enum {string} */
                            "@type": "Article" | "Page";
                            /** Format: uuid */
                            id: string;
                            slug: string;
                        } | null;
                        children?: unknown[];
                    }[];
                }[];
            }[];
        };
        /** @description A standalone page: about, contact, landing pages. */
        Page: {
            /**
             * @description Present on a single item; absent on collection members
             * @example /contexts/Page
             */
            "@context"?: string;
            /**
             * Format: iri-reference
             * @example /admin/pages/0190f1c2-0000-7000-8000-000000000000
             */
            "@id": string;
            /** @enum {string} */
            "@type": "Page";
            /** Format: uuid */
            id: string;
            slug?: string;
            /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
            title?: ({
                fr?: string;
                en?: string;
            } & {
                [key: string]: string;
            }) | (string | null);
            /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
            excerpt?: ({
                fr?: string;
                en?: string;
            } & {
                [key: string]: string;
            }) | (string | null);
            /** @description HTML per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
            body_html?: ({
                fr?: string;
                en?: string;
            } & {
                [key: string]: string;
            }) | (string | null);
            /**
             * @default draft
             * @enum {string}
             */
            status?: "draft" | "scheduled" | "published" | "archived";
            /** Format: date-time */
            published_at?: string | null;
            /** @description Search engine and social sharing metadata */
            seo?: {
                /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                meta_title?: ({
                    fr?: string;
                    en?: string;
                } & {
                    [key: string]: string;
                }) | (string | null);
                /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                meta_description?: ({
                    fr?: string;
                    en?: string;
                } & {
                    [key: string]: string;
                }) | (string | null);
                /** Format: uri */
                canonical_url?: string | null;
                /** @description Embedded Media */
                og_image?: {
                    /** Format: iri-reference */
                    "@id": string;
                    /** @enum {string} */
                    "@type": "Media";
                    /** Format: uuid */
                    id: string;
                    filename?: string;
                    urls?: {
                        original: string;
                        thumbnail?: string;
                        medium?: string;
                        /** @description Images: transform URLs at widths 320, 640, 960, 1280 and 1920 (not wider than the original), as an HTML srcset */
                        srcset?: string;
                    };
                } | null;
                /** @default false */
                noindex?: boolean;
            };
            page_type?: string;
            tags?: {
                /** Format: iri-reference */
                "@id": string;
                /** @enum {string} */
                "@type": "Tag";
                /** Format: uuid */
                id: string;
                slug?: string;
                /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
                name?: ({
                    fr?: string;
                    en?: string;
                } & {
                    [key: string]: string;
                }) | (string | null);
            }[];
            /** @description 1 on creation, +1 on every write */
            readonly version?: number;
            /** Format: date-time */
            readonly created_at?: string;
            /** Format: date-time */
            readonly updated_at?: string;
        };
        "Page.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["Page"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description Only the fields to change. Absent fields and absent locales are kept; a null locale is removed. */
        "Page.patch": {
            slug?: string | null;
            title?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            excerpt?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            /** @description HTML per locale */
            body_html?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            /**
             * @default draft
             * @enum {string|null}
             */
            status?: "draft" | "scheduled" | "published" | "archived" | null;
            /** Format: date-time */
            published_at?: string | null;
            /** @description Search engine and social sharing metadata */
            seo?: {
                meta_title?: ({
                    fr?: string | null;
                    en?: string | null;
                } & {
                    [key: string]: string | null;
                }) | null;
                meta_description?: ({
                    fr?: string | null;
                    en?: string | null;
                } & {
                    [key: string]: string | null;
                }) | null;
                /** Format: uri */
                canonical_url?: string | null;
                /**
                 * Format: iri-reference
                 * @example /admin/media/0190f1c2-0000-7000-8000-000000000000
                 */
                og_image?: string | null;
                /** @default false */
                noindex?: boolean | null;
            } | null;
            page_type?: string | null;
            tags?: string[] | null;
        };
        /** @description Writable fields of Page. Relations are IRIs; read-only and unknown fields are ignored. */
        "Page.write": {
            slug?: string | null;
            title: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            excerpt?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            /** @description HTML per locale */
            body_html?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            /**
             * @default draft
             * @enum {string|null}
             */
            status?: "draft" | "scheduled" | "published" | "archived" | null;
            /** Format: date-time */
            published_at?: string | null;
            /** @description Search engine and social sharing metadata */
            seo?: {
                meta_title?: ({
                    fr?: string | null;
                    en?: string | null;
                } & {
                    [key: string]: string | null;
                }) | null;
                meta_description?: ({
                    fr?: string | null;
                    en?: string | null;
                } & {
                    [key: string]: string | null;
                }) | null;
                /** Format: uri */
                canonical_url?: string | null;
                /**
                 * Format: iri-reference
                 * @example /admin/media/0190f1c2-0000-7000-8000-000000000000
                 */
                og_image?: string | null;
                /** @default false */
                noindex?: boolean | null;
            } | null;
            page_type?: string | null;
            tags?: string[] | null;
        };
        /** @description RFC 7807 problem details (spec §7) */
        Problem: {
            /** @example https://tools.ietf.org/html/rfc7807 */
            type: string;
            /** @example Validation Failed */
            title: string;
            /** @example 422 */
            status: number;
            /** @example title: This value should not be blank. */
            detail: string;
            violations?: components["schemas"]["Violation"][];
        };
        /** @description An item that became visible or changed while visible (`upsert`), or stopped being visible (`remove`). */
        PublicChange: {
            /** Format: iri-reference */
            "@id": string;
            /** @enum {string} */
            "@type": "PublicChange";
            /**
             * Format: uuid
             * @description The event id (also the `id` of webhook payloads)
             */
            id: string;
            /** @description Opaque and increasing: pass it as `after` or `Last-Event-ID` to continue after this change */
            readonly cursor?: string;
            /** @description The resource path, e.g. articles */
            readonly resource?: string;
            /** @enum {string} */
            readonly event?: "upsert" | "remove";
            /** Format: iri-reference */
            readonly item?: string;
            /** @description The item as /public names it (`/public/articles/{slug}`) */
            readonly slug?: string | null;
            /** @description The item's version after the change (before it, for a deletion) */
            readonly version?: number | null;
            /** Format: date-time */
            readonly occurred_at?: string;
            /** @description The cache tags whose responses the change makes stale (the `Cache-Tag` values of /public responses) */
            readonly cache_tags?: string[];
        };
        "PublicChange.feed": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            "hydra:member": components["schemas"]["PublicChange"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description An item that became visible or changed while visible (`upsert`), or stopped being visible (`remove`). */
        "PublicChange.item": {
            /** @enum {string} */
            "@context": "/contexts/PublicChange";
            /** Format: iri-reference */
            "@id": string;
            /** @enum {string} */
            "@type": "PublicChange";
            /**
             * Format: uuid
             * @description The event id (also the `id` of webhook payloads)
             */
            id: string;
            /** @description Opaque and increasing: pass it as `after` or `Last-Event-ID` to continue after this change */
            readonly cursor?: string;
            /** @description The resource path, e.g. articles */
            readonly resource?: string;
            /** @enum {string} */
            readonly event?: "upsert" | "remove";
            /** Format: iri-reference */
            readonly item?: string;
            /** @description The item as /public names it (`/public/articles/{slug}`) */
            readonly slug?: string | null;
            /** @description The item's version after the change (before it, for a deletion) */
            readonly version?: number | null;
            /** Format: date-time */
            readonly occurred_at?: string;
            /** @description The cache tags whose responses the change makes stale (the `Cache-Tag` values of /public responses) */
            readonly cache_tags?: string[];
        };
        QuotaProblem: components["schemas"]["Problem"] & {
            quota_mb?: number;
            used_mb?: number;
            available_mb?: number;
            required_mb?: number;
            used_bytes?: number;
            available_bytes?: number;
            required_bytes?: number;
        };
        RateLimitProblem: components["schemas"]["Problem"] & {
            /** @description Seconds to wait */
            retry_after: number;
            rate_limit: {
                limit?: number;
                remaining?: number;
                reset?: number;
            };
        };
        /** @description A path that sends visitors elsewhere; resolved by GET /public/redirects/resolve. */
        Redirect: {
            /**
             * @description Present on a single item; absent on collection members
             * @example /contexts/Redirect
             */
            "@context"?: string;
            /**
             * Format: iri-reference
             * @example /admin/redirects/0190f1c2-0000-7000-8000-000000000000
             */
            "@id": string;
            /** @enum {string} */
            "@type": "Redirect";
            /** Format: uuid */
            id: string;
            source_path?: string;
            target_path?: string;
            /**
             * @default 301
             * @enum {integer}
             */
            status_code?: 301 | 302 | 307 | 308;
            /**
             * @default active
             * @enum {string}
             */
            status?: "active" | "inactive";
            readonly hit_count?: number;
            /** @description 1 on creation, +1 on every write */
            readonly version?: number;
            /** Format: date-time */
            readonly created_at?: string;
            /** Format: date-time */
            readonly updated_at?: string;
        };
        "Redirect.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["Redirect"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description Only the fields to change. Absent fields and absent locales are kept; a null locale is removed. */
        "Redirect.patch": {
            source_path?: string | null;
            target_path?: string | null;
            /**
             * @default 301
             * @enum {integer|null}
             */
            status_code?: 301 | 302 | 307 | 308 | null;
            /**
             * @default active
             * @enum {string|null}
             */
            status?: "active" | "inactive" | null;
        };
        /** @description Writable fields of Redirect. Relations are IRIs; read-only and unknown fields are ignored. */
        "Redirect.write": {
            source_path: string | null;
            target_path: string | null;
            /**
             * @default 301
             * @enum {integer|null}
             */
            status_code?: 301 | 302 | 307 | 308 | null;
            /**
             * @default active
             * @enum {string|null}
             */
            status?: "active" | "inactive" | null;
        };
        RetryProblem: components["schemas"]["Problem"] & {
            /** @description Seconds to wait */
            retry_after: number;
        };
        /** @description A stored state: its version, time and author, plus the field values as a PUT would send them. At most 20 a page. */
        Revision: {
            /** Format: iri-reference */
            "@id": string;
            /** @enum {string} */
            "@type": "Revision";
            version?: number;
            /** Format: date-time */
            created_at?: string | null;
            /** @description Email of the user or name of the API key */
            author?: string | null;
        } & {
            [key: string]: unknown;
        };
        "Revision.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["Revision"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description A stored state: its version, time and author, plus the field values as a PUT would send them. At most 20 a page. */
        "Revision.item": {
            /** @enum {string} */
            "@context": "/contexts/Revision";
            /** Format: iri-reference */
            "@id": string;
            /** @enum {string} */
            "@type": "Revision";
            version?: number;
            /** Format: date-time */
            created_at?: string | null;
            /** @description Email of the user or name of the API key */
            author?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A key/value setting of the site. Public ones are served together at GET /public/settings. */
        Setting: {
            /**
             * @description Present on a single item; absent on collection members
             * @example /contexts/Setting
             */
            "@context"?: string;
            /**
             * Format: iri-reference
             * @example /admin/settings/0190f1c2-0000-7000-8000-000000000000
             */
            "@id": string;
            /** @enum {string} */
            "@type": "Setting";
            /** Format: uuid */
            id: string;
            key?: string;
            value?: unknown;
            /** @default false */
            is_public?: boolean;
            description?: string;
            /** @description 1 on creation, +1 on every write */
            readonly version?: number;
            /** Format: date-time */
            readonly created_at?: string;
            /** Format: date-time */
            readonly updated_at?: string;
        };
        "Setting.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["Setting"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description Only the fields to change. Absent fields and absent locales are kept; a null locale is removed. */
        "Setting.patch": {
            key?: string | null;
            value?: unknown;
            /** @default false */
            is_public?: boolean | null;
            description?: string | null;
        };
        /** @description Writable fields of Setting. Relations are IRIs; read-only and unknown fields are ignored. */
        "Setting.write": {
            key: string | null;
            value?: unknown;
            /** @default false */
            is_public?: boolean | null;
            description?: string | null;
        };
        /** @description A website of the tenant; content belongs to one site. X-Site-Id carries its uuid. */
        Site: {
            /**
             * @description Present on a single item; absent on collection members
             * @example /contexts/Site
             */
            "@context"?: string;
            /**
             * Format: iri-reference
             * @example /admin/sites/0190f1c2-0000-7000-8000-000000000000
             */
            "@id": string;
            /** @enum {string} */
            "@type": "Site";
            id: number;
            /** Format: uuid */
            uuid?: string;
            readonly tenant_site_id?: number;
            slug?: string;
            name?: string;
            /**
             * @default active
             * @enum {string}
             */
            status?: "active" | "inactive";
            /** Format: date-time */
            readonly created_at?: string;
            /** Format: date-time */
            readonly updated_at?: string;
        };
        /** @description Only the fields to change. Absent fields and absent locales are kept; a null locale is removed. */
        "Site.patch": {
            slug?: string | null;
            name?: string | null;
            /**
             * @default active
             * @enum {string|null}
             */
            status?: "active" | "inactive" | null;
        };
        /** @description Writable fields of Site. Relations are IRIs; read-only and unknown fields are ignored. */
        "Site.write": {
            slug: string | null;
            name: string | null;
            /**
             * @default active
             * @enum {string|null}
             */
            status?: "active" | "inactive" | null;
        };
        /** @description A free label on articles and pages. */
        Tag: {
            /**
             * @description Present on a single item; absent on collection members
             * @example /contexts/Tag
             */
            "@context"?: string;
            /**
             * Format: iri-reference
             * @example /admin/tags/0190f1c2-0000-7000-8000-000000000000
             */
            "@id": string;
            /** @enum {string} */
            "@type": "Tag";
            /** Format: uuid */
            id: string;
            slug?: string;
            /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
            name?: ({
                fr?: string;
                en?: string;
            } & {
                [key: string]: string;
            }) | (string | null);
            /** @description Text per locale: an object keyed by locale; with `?locale=`, the one string shown (null when no locale of the fallback chain has one) */
            description?: ({
                fr?: string;
                en?: string;
            } & {
                [key: string]: string;
            }) | (string | null);
            /** @description 1 on creation, +1 on every write */
            readonly version?: number;
            /** Format: date-time */
            readonly created_at?: string;
            /** Format: date-time */
            readonly updated_at?: string;
        };
        "Tag.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["Tag"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description Only the fields to change. Absent fields and absent locales are kept; a null locale is removed. */
        "Tag.patch": {
            slug?: string | null;
            name?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            description?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
        };
        /** @description Writable fields of Tag. Relations are IRIs; read-only and unknown fields are ignored. */
        "Tag.write": {
            slug?: string | null;
            name: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
            description?: ({
                fr?: string | null;
                en?: string | null;
            } & {
                [key: string]: string | null;
            }) | null;
        };
        /** @description A person who signs in to the tenant. Administrators only. */
        User: {
            /**
             * @description Present on a single item; absent on collection members
             * @example /contexts/User
             */
            "@context"?: string;
            /**
             * Format: iri-reference
             * @example /admin/users/0190f1c2-0000-7000-8000-000000000000
             */
            "@id": string;
            /** @enum {string} */
            "@type": "User";
            /** Format: uuid */
            id: string;
            /** Format: email */
            email?: string;
            name?: string;
            roles?: ("ROLE_CMS_ADMIN" | "ROLE_CMS_EDITOR" | "ROLE_CMS_AUTHOR" | "ROLE_CMS_VIEWER")[];
            /**
             * @default active
             * @enum {string}
             */
            status?: "active" | "disabled";
            /** Format: date-time */
            readonly last_login_at?: string | null;
            /**
             * Format: date-time
             * @description Until when sign-in is locked after 5 failed sign-ins within 15 minutes; null when it is not locked. POST …/unlock lifts it.
             */
            readonly locked_until?: string | null;
            /** @description 1 on creation, +1 on every write */
            readonly version?: number;
            /** Format: date-time */
            readonly created_at?: string;
            /** Format: date-time */
            readonly updated_at?: string;
        };
        "User.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["User"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description Only the fields to change. Absent fields and absent locales are kept; a null locale is removed. */
        "User.patch": {
            /** Format: email */
            email?: string | null;
            name?: string | null;
            roles?: ("ROLE_CMS_ADMIN" | "ROLE_CMS_EDITOR" | "ROLE_CMS_AUTHOR" | "ROLE_CMS_VIEWER")[];
            /**
             * @default active
             * @enum {string|null}
             */
            status?: "active" | "disabled" | null;
            /** Format: password */
            password?: string | null;
        };
        /** @description Writable fields of User. Relations are IRIs; read-only and unknown fields are ignored. */
        "User.replace": {
            /** Format: email */
            email: string | null;
            name?: string | null;
            roles?: ("ROLE_CMS_ADMIN" | "ROLE_CMS_EDITOR" | "ROLE_CMS_AUTHOR" | "ROLE_CMS_VIEWER")[];
            /**
             * @default active
             * @enum {string|null}
             */
            status?: "active" | "disabled" | null;
            /** Format: password */
            password?: string | null;
        };
        /** @description Writable fields of User. Relations are IRIs; read-only and unknown fields are ignored. */
        "User.write": {
            /** Format: email */
            email: string | null;
            name?: string | null;
            roles?: ("ROLE_CMS_ADMIN" | "ROLE_CMS_EDITOR" | "ROLE_CMS_AUTHOR" | "ROLE_CMS_VIEWER")[];
            /**
             * @default active
             * @enum {string|null}
             */
            status?: "active" | "disabled" | null;
            /** Format: password */
            password: string | null;
        };
        ValidationProblem: components["schemas"]["Problem"] & Record<string, never>;
        Violation: {
            /** @example title */
            propertyPath: string;
            /** @example This value should not be blank. */
            message: string;
            /** @example c1051bb4-d103-4f74-8988-acbcafc7fdc3 */
            code: string;
        };
        /** @description Signed HTTP POSTs of the site's events (and the tenant-wide ones) to a URL, retried with backoff. The secret is shown once, in the 201 (or in the response of the write that sets a new one). */
        Webhook: {
            /**
             * @description Present on a single item; absent on collection members
             * @example /contexts/Webhook
             */
            "@context"?: string;
            /**
             * Format: iri-reference
             * @example /admin/webhooks/0190f1c2-0000-7000-8000-000000000000
             */
            "@id": string;
            /** @enum {string} */
            "@type": "Webhook";
            /** Format: uuid */
            id: string;
            /** Format: uri */
            url?: string;
            /** @description Event names (`article.published`), `<resource>.*` or `*` */
            events?: string[];
            /** @description HMAC-SHA256 key of X-CMS-Signature; send null for a new one (only in the answer of the write that sets it, never in a read) */
            readonly secret?: string;
            /** @default true */
            active?: boolean;
            /** @description 1 on creation, +1 on every write */
            readonly version?: number;
            /** Format: date-time */
            readonly created_at?: string;
            /** Format: date-time */
            readonly updated_at?: string;
        };
        "Webhook.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["Webhook"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description Only the fields to change. Absent fields and absent locales are kept; a null locale is removed. */
        "Webhook.patch": {
            /** Format: uri */
            url?: string | null;
            /** @description Event names (`article.published`), `<resource>.*` or `*` */
            events?: string[];
            /** @description HMAC-SHA256 key of X-CMS-Signature; send null for a new one */
            secret?: string | null;
            /** @default true */
            active?: boolean | null;
        };
        /** @description Writable fields of Webhook. Relations are IRIs; read-only and unknown fields are ignored. */
        "Webhook.write": {
            /** Format: uri */
            url: string | null;
            /** @description Event names (`article.published`), `<resource>.*` or `*` */
            events: string[];
            /** @description HMAC-SHA256 key of X-CMS-Signature; send null for a new one */
            secret?: string | null;
            /** @default true */
            active?: boolean | null;
        };
        /** @description One event sent (or being sent) to a webhook, with every attempt. */
        WebhookDelivery: {
            /** Format: iri-reference */
            "@id": string;
            /** @enum {string} */
            "@type": "WebhookDelivery";
            id: number;
            /** @description e.g. article.published */
            event?: string;
            /**
             * Format: uuid
             * @description The `id` of the delivered payload; the same on every retry
             */
            readonly event_id?: string;
            /**
             * @default pending
             * @enum {string}
             */
            status?: "pending" | "delivered" | "failed" | "cancelled";
            attempt_count?: number;
            /** @description The last attempt's HTTP status; null when the receiver could not be reached */
            last_status_code?: number | null;
            last_error?: string | null;
            /** Format: date-time */
            readonly next_attempt_at?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            readonly attempts?: {
                attempt: number;
                /** Format: date-time */
                attempted_at: string | null;
                /** @description The receiver's HTTP status; null when it could not be reached */
                status_code: number | null;
                error: string | null;
                duration_ms: number;
            }[];
        };
        "WebhookDelivery.collection": {
            "@context": string;
            /** @description The collection path */
            "@id": string;
            /** @enum {string} */
            "@type": "hydra:Collection";
            /** @description Matching items across all pages */
            "hydra:totalItems": number;
            "hydra:member": components["schemas"]["WebhookDelivery"][];
            "hydra:view": components["schemas"]["HydraView"];
        };
        /** @description One event sent (or being sent) to a webhook, with every attempt. */
        "WebhookDelivery.item": {
            /** @enum {string} */
            "@context": "/contexts/WebhookDelivery";
            /** Format: iri-reference */
            "@id": string;
            /** @enum {string} */
            "@type": "WebhookDelivery";
            id: number;
            /** @description e.g. article.published */
            event?: string;
            /**
             * Format: uuid
             * @description The `id` of the delivered payload; the same on every retry
             */
            readonly event_id?: string;
            /**
             * @default pending
             * @enum {string}
             */
            status?: "pending" | "delivered" | "failed" | "cancelled";
            attempt_count?: number;
            /** @description The last attempt's HTTP status; null when the receiver could not be reached */
            last_status_code?: number | null;
            last_error?: string | null;
            /** Format: date-time */
            readonly next_attempt_at?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            readonly attempts?: {
                attempt: number;
                /** Format: date-time */
                attempted_at: string | null;
                /** @description The receiver's HTTP status; null when it could not be reached */
                status_code: number | null;
                error: string | null;
                duration_ms: number;
            }[];
        };
    };
    responses: {
        /** @description Bad Request: invalid JSON, a missing or malformed header (X-Tenant-Id, X-Site-Id), an invalid IRI, page parameter or locale */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Unauthorized: token missing (`JWT Token not found`), invalid or expired; or an invalid preview token */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Forbidden: the user does not belong to this tenant, or the role may not do this (`Access Denied.`) */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Not Found: unknown, suspended or deleted tenant (`Tenant not found.`), unknown site, or no such resource */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Conflict: a unique constraint only the database caught, or the resource is still in use */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Gone: the cursor is older than the oldest kept change; read the collection again */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Precondition Failed: If-Match does not match the current ETag */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Payload Too Large: body or file over the limit, or the storage quota would be exceeded (`Storage Quota Exceeded`) */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["QuotaProblem"];
            };
        };
        /** @description Unsupported Media Type: the body is not JSON (or not multipart where a file is expected), or the file type is not allowed */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Range Not Satisfiable: the `Range` starts past the end of the file; `Content-Range: bytes *\/<size>` gives its size */
        RangeNotSatisfiable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Validation Failed: `violations` lists each `propertyPath`, `message` and `code` */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationProblem"];
            };
        };
        /** @description Too Many Requests: rate limit exceeded; retry after `Retry-After` seconds */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["RateLimitProblem"];
            };
        };
        /** @description Service Unavailable: the database stayed locked beyond its busy timeout (`The database is busy; please retry.`), or a limit on concurrent work was reached (image transforms, open change streams per tenant), or the server is shutting down; nothing was written, retry after `Retry-After` seconds */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["RetryProblem"];
            };
        };
        /** @description Insufficient Storage: no space left to store this change (`No space left to store this change.`); nothing was written, reads keep working */
        InsufficientStorage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
        TenantId: string;
        /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
        SiteId: string;
        /** @description A token from POST /admin/preview-tokens: drafts and scheduled content become visible. */
        PreviewToken: string;
        /** @description The ETag of the version you edit (or `*`); otherwise 412. */
        IfMatch: string;
        /** @description An ETag you hold; 304 when it is still current. */
        IfNoneMatch: string;
        /** @description Page number, from 1. Past the end: an empty page. */
        page: number;
        /** @description Items per page (default 30; above 100 is served as 100). */
        per_page: number;
        /** @description Alias of `per_page`. */
        itemsPerPage: number;
        /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
        locale: "fr" | "en";
        /** @description With `locale`: `false` shows only that locale (null where it has no value). */
        fallback: boolean;
    };
    requestBodies: never;
    headers: {
        /** @description Strong validator of this representation; send it back in If-Match */
        ETag: string;
        /** @description With `?locale=`: the locale the multilingual fields are shown in */
        ContentLanguage: string;
        /** @description `inline` with the file name; `attachment` for types a browser must not run in place (SVG, HTML) */
        ContentDisposition: string;
        /** @description The bytes sent of the whole (`bytes 0-99/1234`) */
        ContentRange: string;
        /** @description IRI of the created resource */
        Location: string;
        /** @description Seconds to wait before retrying */
        RetryAfter: number;
        /** @description The items (`article:<uuid>`) and collections (`articles`) this response holds, comma-separated, for purging a CDN by tag */
        CacheTag: string;
        /** @description The same tags as `Cache-Tag`, space-separated (Fastly) */
        SurrogateKey: string;
        /** @description Requests allowed in the window */
        RateLimitLimit: number;
        /** @description Requests left in the window */
        RateLimitRemaining: number;
        /** @description Unix time (seconds) when the window resets */
        RateLimitReset: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Health: 200 when the tenant registry is readable and the data folder has CMS_MIN_FREE_MB free; else 503 degraded */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description Degraded: the tenant registry cannot be read, or the data folder has less than CMS_MIN_FREE_MB free */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "degraded";
                        /** @description Why the service is degraded */
                        detail: string;
                    };
                };
            };
        };
    };
    getContextsByType: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description A type name such as Article */
                type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON-LD context of a type, as referenced by @context */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": {
                        "@context": Record<string, never>;
                    };
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This OpenAPI 3.0 description of the API */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Interactive API documentation (Scalar, served from the binary) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDocsByAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description File name */
                asset: "scalar.js";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A static asset of the /docs page */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDocsJsonld: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Hydra API documentation: classes, properties and operations */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": Record<string, never>;
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdmin: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Hydra entrypoint: a link to each collection */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": {
                        "@context"?: string;
                        "@id"?: string;
                        /** @enum {string} */
                        "@type"?: "Entrypoint";
                    } & {
                        [key: string]: string;
                    };
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** Format: password */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Exchanges email and password for an access token and a refresh token */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token?: string;
                        /** @enum {string} */
                        token_type?: "Bearer";
                        /** @description Seconds until the token expires */
                        expires_in?: number;
                        refresh_token?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    postAuthRefresh: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description Trades a refresh token for a new pair; the old refresh token stops working */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token?: string;
                        /** @enum {string} */
                        token_type?: "Bearer";
                        /** @description Seconds until the token expires */
                        expires_in?: number;
                        refresh_token?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminMe: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("email" | "name" | "roles" | "status" | "last_login_at" | "locked_until" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authenticated user, or the API key the request was made with, as its own GET shows it */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["User"] | components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminMePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: password */
                    current_password: string;
                    /** Format: password */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Changes the password of the signed-in user; answers a new token pair */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token?: string;
                        /** @enum {string} */
                        token_type?: "Bearer";
                        /** @description Seconds until the token expires */
                        expires_in?: number;
                        refresh_token?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    postAdminPreviewTokens: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Creates a preview token; send it as X-Preview-Token on /public requests to see drafts */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token?: string;
                        /** Format: date-time */
                        expires_at?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminMediaQuotaInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's media storage quota and use (all sites); MB are MiB, rounded to 0.01 */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": {
                        quota_mb?: number;
                        /** @description Originals and variants */
                        used_mb?: number;
                        available_mb?: number;
                        usage_percentage?: number;
                        media_count?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMediaByTenantByPath: {
        parameters: {
            query?: {
                /** @description Signed URL of a private file: expiry (Unix seconds) */
                expires?: number;
                /** @description Signed URL of a private file: signature */
                signature?: string;
                /** @description Transform: width in pixels, 1 to CMS_TRANSFORM_MAX (never enlarged) */
                w?: number;
                /** @description Transform: height in pixels, 1 to CMS_TRANSFORM_MAX (never enlarged) */
                h?: number;
                /** @description Transform: `cover` crops to exactly w×h around the focal point (default with both), `inside` fits within them */
                fit?: "cover" | "inside";
                /** @description Transform: output format; `auto` is WebP when `Accept` lists image/webp, else the original's */
                fm?: "jpeg" | "png" | "webp" | "auto";
                /** @description Transform: JPEG and WebP quality (default 80) */
                q?: number;
                /** @description Transform: a preset of CMS_TRANSFORM_PRESETS; combines with `fm` only */
                p?: string;
            };
            header?: never;
            path: {
                /** @description Tenant slug */
                tenant: string;
                /** @description File name as given in the media item's `urls` */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A media file (original or variant); private files need a bearer token or a signed URL */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Partial Content: the `Range` asked for (one range), with `Content-Range` */
            206: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Found: with CMS_S3_REDIRECT=1, a presigned URL of the object in `Location` (plain files, after the access check) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            416: components["responses"]["RangeNotSatisfiable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminLocales: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content locales of multilingual fields; the first is the default */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        locales?: string[];
                        default_locale?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminWebhooksByIdDeliveries: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Exact match on `status`. */
                status?: string;
                /** @description Any of these values (exact match on `status`). */
                "status[]"?: string[];
                /** @description Exact match: an event name, e.g. article.published on `event`. */
                event?: string;
                /** @description Any of these values (exact match on `event`). */
                "event[]"?: string[];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("event" | "event_id" | "status" | "attempt_count" | "last_status_code" | "last_error" | "next_attempt_at" | "created_at" | "updated_at" | "attempts")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path: {
                /** @description The webhook's uuid */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of WebhookDelivery */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["WebhookDelivery.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminWebhooksByIdDeliveriesByDelivery: {
        parameters: {
            query?: {
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("event" | "event_id" | "status" | "attempt_count" | "last_status_code" | "last_error" | "next_attempt_at" | "created_at" | "updated_at" | "attempts")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The webhook's uuid */
                id: string;
                /** @description The delivery id */
                delivery: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The WebhookDelivery in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["WebhookDelivery.item"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminAuditLog: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Exact match on `event`. */
                event?: string;
                /** @description Any of these values (exact match on `event`). */
                "event[]"?: string[];
                /** @description Exact match: a user or API key uuid, a user email, or scheduler/cli on `actor`. */
                actor?: string;
                /** @description Any of these values (exact match on `actor`). */
                "actor[]"?: string[];
                /** @description Exact match: a resource path (articles) or an item IRI (/admin/articles/{uuid}) on `resource`. */
                resource?: string;
                /** @description Any of these values (exact match on `resource`). */
                "resource[]"?: string[];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("event" | "resource" | "entity" | "entity_id" | "site" | "actor" | "occurred_at" | "data")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of AuditLogEntry */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["AuditLogEntry.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminAuditLogById: {
        parameters: {
            query?: {
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("event" | "resource" | "entity" | "entity_id" | "site" | "actor" | "occurred_at" | "data")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The event uuid */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The AuditLogEntry in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["AuditLogEntry.item"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public settings of the site as one object keyed by setting key */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicSearch: {
        parameters: {
            query: {
                /** @description Words to find; accents and case are ignored, the last word also matches as a prefix; in Chinese, Japanese, Korean and Thai a word is also found inside longer runs of letters. Any characters are searched as text. */
                q: string;
                /** @description Restrict to one type (or a list with content_type[]) */
                content_type?: "article" | "page";
                /** @description Match only this locale and show its strings (default: every locale matches, strings in the default locale) */
                lang?: string;
                /** @description Alias of `lang` (it wins when both are given); an unknown locale is a 400 */
                locale?: string;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page (at most 100) */
                per_page?: number;
                /** @description Alias of `per_page`. */
                itemsPerPage?: number;
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description A token from POST /admin/preview-tokens: drafts and scheduled content become visible. */
                "X-Preview-Token"?: components["parameters"]["PreviewToken"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Full-text search over published articles and pages, ranked by relevance */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": {
                        /** @enum {string} */
                        "@context": "/contexts/SearchResult";
                        "@id": string;
                        /** @enum {string} */
                        "@type": "hydra:Collection";
                        "hydra:totalItems": number;
                        "hydra:member": {
                            /** @description Public IRI of the item, e.g. /public/articles/{uuid} */
                            "@id"?: string;
                            /** @enum {string} */
                            "@type"?: "SearchResult";
                            /** @enum {string} */
                            content_type?: "article" | "page";
                            /** Format: uuid */
                            id?: string;
                            slug?: string;
                            /** @description In `lang`, else in the default locale */
                            title?: string;
                            excerpt?: string | null;
                            /** @description HTML fragment of the matching text, matches in <mark> */
                            highlight?: string;
                            /** @description Relevance (bm25, higher is better) */
                            score?: number;
                            /** Format: date-time */
                            published_at?: string | null;
                        }[];
                        "hydra:view": components["schemas"]["HydraView"];
                    };
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getPublicRedirectsResolve: {
        parameters: {
            query: {
                /** @description The requested path, e.g. /old-page (exact match on source_path) */
                path: string;
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Resolves a path to the site's active redirect and counts a hit */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        source_path?: string;
                        /** @description A path or an absolute http(s) URL */
                        target_path?: string;
                        /** @enum {integer} */
                        status_code?: 301 | 302 | 307 | 308;
                    };
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminArticles: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Exact match on `status`. */
                status?: string;
                /** @description Any of these values (exact match on `status`). */
                "status[]"?: string[];
                /** @description Exact match on `tags.slug`. */
                "tags.slug"?: string;
                /** @description Any of these values (exact match on `tags.slug`). */
                "tags.slug[]"?: string[];
                /** @description Exact match on `tags.uuid`. */
                "tags.uuid"?: string;
                /** @description Any of these values (exact match on `tags.uuid`). */
                "tags.uuid[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `title`. */
                title?: string;
                /** @description Any of these values (multilingual search on `title`). */
                "title[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `excerpt`. */
                excerpt?: string;
                /** @description Any of these values (multilingual search on `excerpt`). */
                "excerpt[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `body_html`. */
                body_html?: string;
                /** @description Any of these values (multilingual search on `body_html`). */
                "body_html[]"?: string[];
                /** @description Exact match on `type`. */
                type?: string;
                /** @description Any of these values (exact match on `type`). */
                "type[]"?: string[];
                /** @description Exact match on `category.uuid`. */
                "category.uuid"?: string;
                /** @description Any of these values (exact match on `category.uuid`). */
                "category.uuid[]"?: string[];
                /** @description Exact match on `secondaryCategories.uuid`. */
                "secondaryCategories.uuid"?: string;
                /** @description Any of these values (exact match on `secondaryCategories.uuid`). */
                "secondaryCategories.uuid[]"?: string[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[strictly_before]"?: string;
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Order by `updated_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[updated_at]"?: "asc" | "desc";
                /** @description Order by `published_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[published_at]"?: "asc" | "desc";
                /** @description Order by `slug`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[slug]"?: "asc" | "desc";
                /** @description Order by `status`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[status]"?: "asc" | "desc";
                /** @description Order by `type`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[type]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "title" | "excerpt" | "body_html" | "status" | "published_at" | "seo" | "type" | "category" | "category_id" | "secondaryCategories" | "tags" | "featuredImage" | "version" | "created_at" | "updated_at")[];
                /** @description Only these fields of the embedded `category` (its `@id`, `@type` and `id` always); without this list a `category` named in `properties[]` is embedded whole. */
                "properties[category][]"?: ("slug" | "name")[];
                /** @description Only these fields of the embedded `secondaryCategories` (its `@id`, `@type` and `id` always); without this list a `secondaryCategories` named in `properties[]` is embedded whole. */
                "properties[secondaryCategories][]"?: ("slug" | "name")[];
                /** @description Only these fields of the embedded `tags` (its `@id`, `@type` and `id` always); without this list a `tags` named in `properties[]` is embedded whole. */
                "properties[tags][]"?: ("slug" | "name")[];
                /** @description Only these fields of the embedded `featuredImage` (its `@id`, `@type` and `id` always); without this list a `featuredImage` named in `properties[]` is embedded whole. */
                "properties[featuredImage][]"?: ("filename" | "urls")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Article */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Article.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminArticles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Article.write"];
                "application/json": components["schemas"]["Article.write"];
            };
        };
        responses: {
            /** @description The Article in JSON-LD */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Article"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminArticlesById: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "title" | "excerpt" | "body_html" | "status" | "published_at" | "seo" | "type" | "category" | "category_id" | "secondaryCategories" | "tags" | "featuredImage" | "version" | "created_at" | "updated_at")[];
                /** @description Only these fields of the embedded `category` (its `@id`, `@type` and `id` always); without this list a `category` named in `properties[]` is embedded whole. */
                "properties[category][]"?: ("slug" | "name")[];
                /** @description Only these fields of the embedded `secondaryCategories` (its `@id`, `@type` and `id` always); without this list a `secondaryCategories` named in `properties[]` is embedded whole. */
                "properties[secondaryCategories][]"?: ("slug" | "name")[];
                /** @description Only these fields of the embedded `tags` (its `@id`, `@type` and `id` always); without this list a `tags` named in `properties[]` is embedded whole. */
                "properties[tags][]"?: ("slug" | "name")[];
                /** @description Only these fields of the embedded `featuredImage` (its `@id`, `@type` and `id` always); without this list a `featuredImage` named in `properties[]` is embedded whole. */
                "properties[featuredImage][]"?: ("filename" | "urls")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The article's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Article in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Article"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminArticlesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The article's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Article.write"];
                "application/json": components["schemas"]["Article.write"];
            };
        };
        responses: {
            /** @description The Article in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Article"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteAdminArticlesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The article's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    patchAdminArticlesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The article's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["Article.patch"];
                "application/json": components["schemas"]["Article.patch"];
            };
        };
        responses: {
            /** @description The Article in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Article"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    postAdminArticlesByIdPublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The article's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Article in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Article"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    postAdminArticlesByIdUnpublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The article's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Article in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Article"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminArticlesByIdRevisions: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 20; above 20 is served as 20). */
                per_page?: number;
                /** @description Alias of `per_page`. */
                itemsPerPage?: number;
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: string[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path: {
                /** @description The article's uuid */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Revision */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Revision.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminArticlesByIdRevisionsByVersion: {
        parameters: {
            query?: {
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: string[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The article's uuid */
                id: string;
                /** @description The revision's version */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Revision in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Revision.item"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminArticlesByIdRevisionsByVersionRestore: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The article's UUID */
                id: string;
                /** @description Revision version to restore */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Article in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Article"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminPages: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Exact match on `status`. */
                status?: string;
                /** @description Any of these values (exact match on `status`). */
                "status[]"?: string[];
                /** @description Exact match on `tags.slug`. */
                "tags.slug"?: string;
                /** @description Any of these values (exact match on `tags.slug`). */
                "tags.slug[]"?: string[];
                /** @description Exact match on `tags.uuid`. */
                "tags.uuid"?: string;
                /** @description Any of these values (exact match on `tags.uuid`). */
                "tags.uuid[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `title`. */
                title?: string;
                /** @description Any of these values (multilingual search on `title`). */
                "title[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `excerpt`. */
                excerpt?: string;
                /** @description Any of these values (multilingual search on `excerpt`). */
                "excerpt[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `body_html`. */
                body_html?: string;
                /** @description Any of these values (multilingual search on `body_html`). */
                "body_html[]"?: string[];
                /** @description Exact match on `page_type`. */
                page_type?: string;
                /** @description Any of these values (exact match on `page_type`). */
                "page_type[]"?: string[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[strictly_before]"?: string;
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Order by `updated_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[updated_at]"?: "asc" | "desc";
                /** @description Order by `published_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[published_at]"?: "asc" | "desc";
                /** @description Order by `slug`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[slug]"?: "asc" | "desc";
                /** @description Order by `status`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[status]"?: "asc" | "desc";
                /** @description Order by `page_type`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[page_type]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "title" | "excerpt" | "body_html" | "status" | "published_at" | "seo" | "page_type" | "tags" | "version" | "created_at" | "updated_at")[];
                /** @description Only these fields of the embedded `tags` (its `@id`, `@type` and `id` always); without this list a `tags` named in `properties[]` is embedded whole. */
                "properties[tags][]"?: ("slug" | "name")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Page */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Page.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminPages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Page.write"];
                "application/json": components["schemas"]["Page.write"];
            };
        };
        responses: {
            /** @description The Page in JSON-LD */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Page"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminPagesById: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "title" | "excerpt" | "body_html" | "status" | "published_at" | "seo" | "page_type" | "tags" | "version" | "created_at" | "updated_at")[];
                /** @description Only these fields of the embedded `tags` (its `@id`, `@type` and `id` always); without this list a `tags` named in `properties[]` is embedded whole. */
                "properties[tags][]"?: ("slug" | "name")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The page's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Page in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Page"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminPagesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The page's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Page.write"];
                "application/json": components["schemas"]["Page.write"];
            };
        };
        responses: {
            /** @description The Page in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Page"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteAdminPagesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The page's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    patchAdminPagesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The page's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["Page.patch"];
                "application/json": components["schemas"]["Page.patch"];
            };
        };
        responses: {
            /** @description The Page in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Page"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    postAdminPagesByIdPublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The page's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Page in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Page"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    postAdminPagesByIdUnpublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The page's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Page in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Page"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminPagesByIdRevisions: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 20; above 20 is served as 20). */
                per_page?: number;
                /** @description Alias of `per_page`. */
                itemsPerPage?: number;
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: string[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path: {
                /** @description The page's uuid */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Revision */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Revision.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminPagesByIdRevisionsByVersion: {
        parameters: {
            query?: {
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: string[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The page's uuid */
                id: string;
                /** @description The revision's version */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Revision in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Revision.item"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminPagesByIdRevisionsByVersionRestore: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The page's UUID */
                id: string;
                /** @description Revision version to restore */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Page in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Page"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminCategories: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Exact match on `slug`. */
                slug?: string;
                /** @description Any of these values (exact match on `slug`). */
                "slug[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `name`. */
                name?: string;
                /** @description Any of these values (multilingual search on `name`). */
                "name[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `description`. */
                description?: string;
                /** @description Any of these values (multilingual search on `description`). */
                "description[]"?: string[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Order by `slug`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[slug]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "name" | "description" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Category */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Category.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Category.write"];
                "application/json": components["schemas"]["Category.write"];
            };
        };
        responses: {
            /** @description The Category in JSON-LD */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminCategoriesById: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "name" | "description" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The category's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Category in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Category"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminCategoriesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The category's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Category.write"];
                "application/json": components["schemas"]["Category.write"];
            };
        };
        responses: {
            /** @description The Category in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteAdminCategoriesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The category's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    patchAdminCategoriesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The category's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["Category.patch"];
                "application/json": components["schemas"]["Category.patch"];
            };
        };
        responses: {
            /** @description The Category in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminTags: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Exact match on `slug`. */
                slug?: string;
                /** @description Any of these values (exact match on `slug`). */
                "slug[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `name`. */
                name?: string;
                /** @description Any of these values (multilingual search on `name`). */
                "name[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `description`. */
                description?: string;
                /** @description Any of these values (multilingual search on `description`). */
                "description[]"?: string[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Order by `slug`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[slug]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "name" | "description" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Tag */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Tag.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminTags: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Tag.write"];
                "application/json": components["schemas"]["Tag.write"];
            };
        };
        responses: {
            /** @description The Tag in JSON-LD */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminTagsById: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "name" | "description" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The tag's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Tag in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Tag"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminTagsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The tag's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Tag.write"];
                "application/json": components["schemas"]["Tag.write"];
            };
        };
        responses: {
            /** @description The Tag in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteAdminTagsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The tag's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    patchAdminTagsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The tag's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["Tag.patch"];
                "application/json": components["schemas"]["Tag.patch"];
            };
        };
        responses: {
            /** @description The Tag in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminMedia: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Exact match on `mime_type`. */
                mime_type?: string;
                /** @description Any of these values (exact match on `mime_type`). */
                "mime_type[]"?: string[];
                /** @description Exact match on `status`. */
                status?: string;
                /** @description Any of these values (exact match on `status`). */
                "status[]"?: string[];
                /** @description Exact match on `visibility`. */
                visibility?: string;
                /** @description Any of these values (exact match on `visibility`). */
                "visibility[]"?: string[];
                /** @description Partial match: the value may appear anywhere in the field on `original_filename`. */
                original_filename?: string;
                /** @description Any of these values (partial match on `original_filename`). */
                "original_filename[]"?: string[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Order by `updated_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[updated_at]"?: "asc" | "desc";
                /** @description Order by `size`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[size]"?: "asc" | "desc";
                /** @description Order by `original_filename`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[original_filename]"?: "asc" | "desc";
                /** @description Order by `mime_type`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[mime_type]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("filename" | "original_filename" | "mime_type" | "size" | "status" | "visibility" | "width" | "height" | "alt" | "focal_point" | "placeholder" | "urls" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Media */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Media.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminMedia: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file to store
                     */
                    file: string;
                    /**
                     * @default public
                     * @enum {string|null}
                     */
                    visibility?: "public" | "private" | null;
                    alt?: ({
                        fr?: string | null;
                        en?: string | null;
                    } & {
                        [key: string]: string | null;
                    }) | null;
                    /** @description The point a `fit=cover` transform keeps in its crop */
                    focal_point?: {
                        /** @default 0.5 */
                        x?: number | null;
                        /** @default 0.5 */
                        y?: number | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The Media in JSON-LD */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Media"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminMediaById: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("filename" | "original_filename" | "mime_type" | "size" | "status" | "visibility" | "width" | "height" | "alt" | "focal_point" | "placeholder" | "urls" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The media's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Media in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Media"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminMediaById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The media's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Media.write"];
                "application/json": components["schemas"]["Media.write"];
            };
        };
        responses: {
            /** @description The Media in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Media"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteAdminMediaById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The media's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    patchAdminMediaById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The media's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["Media.patch"];
                "application/json": components["schemas"]["Media.patch"];
            };
        };
        responses: {
            /** @description The Media in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Media"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminRedirects: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Partial match: the value may appear anywhere in the field on `source_path`. */
                source_path?: string;
                /** @description Any of these values (partial match on `source_path`). */
                "source_path[]"?: string[];
                /** @description Partial match: the value may appear anywhere in the field on `target_path`. */
                target_path?: string;
                /** @description Any of these values (partial match on `target_path`). */
                "target_path[]"?: string[];
                /** @description Exact match on `status`. */
                status?: string;
                /** @description Any of these values (exact match on `status`). */
                "status[]"?: string[];
                /** @description Exact match on `status_code`. */
                status_code?: number;
                /** @description Any of these values (exact match on `status_code`). */
                "status_code[]"?: number[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Order by `hit_count`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[hit_count]"?: "asc" | "desc";
                /** @description Order by `source_path`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[source_path]"?: "asc" | "desc";
                /** @description Order by `status_code`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[status_code]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("source_path" | "target_path" | "status_code" | "status" | "hit_count" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Redirect */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Redirect.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminRedirects: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Redirect.write"];
                "application/json": components["schemas"]["Redirect.write"];
            };
        };
        responses: {
            /** @description The Redirect in JSON-LD */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Redirect"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminRedirectsById: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("source_path" | "target_path" | "status_code" | "status" | "hit_count" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The redirect's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Redirect in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Redirect"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminRedirectsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The redirect's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Redirect.write"];
                "application/json": components["schemas"]["Redirect.write"];
            };
        };
        responses: {
            /** @description The Redirect in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Redirect"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteAdminRedirectsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The redirect's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    patchAdminRedirectsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The redirect's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["Redirect.patch"];
                "application/json": components["schemas"]["Redirect.patch"];
            };
        };
        responses: {
            /** @description The Redirect in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Redirect"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminSites: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Exact match on `slug`. */
                slug?: string;
                /** @description Any of these values (exact match on `slug`). */
                "slug[]"?: string[];
                /** @description Exact match on `status`. */
                status?: string;
                /** @description Any of these values (exact match on `status`). */
                "status[]"?: string[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Order by `slug`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[slug]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("uuid" | "tenant_site_id" | "slug" | "name" | "status" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A plain JSON array of Site */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminSites: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Site.write"];
                "application/json": components["schemas"]["Site.write"];
            };
        };
        responses: {
            /** @description The Site in JSON-LD */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminSitesById: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("uuid" | "tenant_site_id" | "slug" | "name" | "status" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The site's uuid or integer id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Site in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Site"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminSitesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The site's uuid or integer id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Site.write"];
                "application/json": components["schemas"]["Site.write"];
            };
        };
        responses: {
            /** @description The Site in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteAdminSitesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The site's uuid or integer id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    patchAdminSitesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The site's uuid or integer id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["Site.patch"];
                "application/json": components["schemas"]["Site.patch"];
            };
        };
        responses: {
            /** @description The Site in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Partial match: the value may appear anywhere in the field on `email`. */
                email?: string;
                /** @description Any of these values (partial match on `email`). */
                "email[]"?: string[];
                /** @description Exact match on `status`. */
                status?: string;
                /** @description Any of these values (exact match on `status`). */
                "status[]"?: string[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Order by `email`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[email]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("email" | "name" | "roles" | "status" | "last_login_at" | "locked_until" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of User */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["User.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminUsers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["User.write"];
                "application/json": components["schemas"]["User.write"];
            };
        };
        responses: {
            /** @description The User in JSON-LD */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminUsersById: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("email" | "name" | "roles" | "status" | "last_login_at" | "locked_until" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The user's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The User in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["User"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminUsersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The user's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["User.replace"];
                "application/json": components["schemas"]["User.replace"];
            };
        };
        responses: {
            /** @description The User in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteAdminUsersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The user's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    patchAdminUsersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The user's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["User.patch"];
                "application/json": components["schemas"]["User.patch"];
            };
        };
        responses: {
            /** @description The User in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    postAdminUsersByIdUnlock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The user's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The User in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminMenus: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Exact match on `slug`. */
                slug?: string;
                /** @description Any of these values (exact match on `slug`). */
                "slug[]"?: string[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "name" | "location" | "items" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Menu */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Menu.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminMenus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Menu.write"];
                "application/json": components["schemas"]["Menu.write"];
            };
        };
        responses: {
            /** @description The Menu in JSON-LD */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Menu"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminMenusById: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "name" | "location" | "items" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The menu's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Menu in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Menu"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminMenusById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The menu's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Menu.write"];
                "application/json": components["schemas"]["Menu.write"];
            };
        };
        responses: {
            /** @description The Menu in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Menu"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteAdminMenusById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The menu's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    patchAdminMenusById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The menu's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["Menu.patch"];
                "application/json": components["schemas"]["Menu.patch"];
            };
        };
        responses: {
            /** @description The Menu in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Menu"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminBlocks: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Exact match on `slug`. */
                slug?: string;
                /** @description Any of these values (exact match on `slug`). */
                "slug[]"?: string[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "name" | "type" | "content" | "data" | "status" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Block */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Block.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminBlocks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Block.write"];
                "application/json": components["schemas"]["Block.write"];
            };
        };
        responses: {
            /** @description The Block in JSON-LD */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Block"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminBlocksById: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "name" | "type" | "content" | "data" | "status" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The block's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Block in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Block"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminBlocksById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The block's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Block.write"];
                "application/json": components["schemas"]["Block.write"];
            };
        };
        responses: {
            /** @description The Block in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Block"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteAdminBlocksById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The block's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    patchAdminBlocksById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The block's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["Block.patch"];
                "application/json": components["schemas"]["Block.patch"];
            };
        };
        responses: {
            /** @description The Block in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Block"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminSettings: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Exact match on `key`. */
                key?: string;
                /** @description Any of these values (exact match on `key`). */
                "key[]"?: string[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("key" | "value" | "is_public" | "description" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Setting */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Setting.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Setting.write"];
                "application/json": components["schemas"]["Setting.write"];
            };
        };
        responses: {
            /** @description The Setting in JSON-LD */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Setting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminSettingsById: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("key" | "value" | "is_public" | "description" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The setting's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Setting in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Setting"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminSettingsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The setting's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Setting.write"];
                "application/json": components["schemas"]["Setting.write"];
            };
        };
        responses: {
            /** @description The Setting in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Setting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteAdminSettingsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The setting's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    patchAdminSettingsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The setting's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["Setting.patch"];
                "application/json": components["schemas"]["Setting.patch"];
            };
        };
        responses: {
            /** @description The Setting in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Setting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminApiKeys: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("name" | "roles" | "expires_at" | "last_used_at" | "owner_id" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of ApiKey */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["ApiKey.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["ApiKey.write"];
                "application/json": components["schemas"]["ApiKey.write"];
            };
        };
        responses: {
            /** @description The ApiKey in JSON-LD */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminApiKeysById: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("name" | "roles" | "expires_at" | "last_used_at" | "owner_id" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The api_key's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ApiKey in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminApiKeysById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The api_key's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["ApiKey.write"];
                "application/json": components["schemas"]["ApiKey.write"];
            };
        };
        responses: {
            /** @description The ApiKey in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteAdminApiKeysById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The api_key's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    patchAdminApiKeysById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The api_key's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["ApiKey.patch"];
                "application/json": components["schemas"]["ApiKey.patch"];
            };
        };
        responses: {
            /** @description The ApiKey in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminWebhooks: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("url" | "events" | "active" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Webhook */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Webhook.collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Webhook.write"];
                "application/json": components["schemas"]["Webhook.write"];
            };
        };
        responses: {
            /** @description The Webhook in JSON-LD */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getAdminWebhooksById: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("url" | "events" | "active" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The webhook's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Webhook in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Webhook"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminWebhooksById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The webhook's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/ld+json": components["schemas"]["Webhook.write"];
                "application/json": components["schemas"]["Webhook.write"];
            };
        };
        responses: {
            /** @description The Webhook in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteAdminWebhooksById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The webhook's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    patchAdminWebhooksById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The ETag of the version you edit (or `*`); otherwise 412. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The webhook's UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/merge-patch+json": components["schemas"]["Webhook.patch"];
                "application/json": components["schemas"]["Webhook.patch"];
            };
        };
        responses: {
            /** @description The Webhook in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getPublicArticles: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Exact match on `status`. */
                status?: string;
                /** @description Any of these values (exact match on `status`). */
                "status[]"?: string[];
                /** @description Exact match on `tags.slug`. */
                "tags.slug"?: string;
                /** @description Any of these values (exact match on `tags.slug`). */
                "tags.slug[]"?: string[];
                /** @description Exact match on `tags.uuid`. */
                "tags.uuid"?: string;
                /** @description Any of these values (exact match on `tags.uuid`). */
                "tags.uuid[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `title`. */
                title?: string;
                /** @description Any of these values (multilingual search on `title`). */
                "title[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `excerpt`. */
                excerpt?: string;
                /** @description Any of these values (multilingual search on `excerpt`). */
                "excerpt[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `body_html`. */
                body_html?: string;
                /** @description Any of these values (multilingual search on `body_html`). */
                "body_html[]"?: string[];
                /** @description Exact match on `type`. */
                type?: string;
                /** @description Any of these values (exact match on `type`). */
                "type[]"?: string[];
                /** @description Exact match on `category.uuid`. */
                "category.uuid"?: string;
                /** @description Any of these values (exact match on `category.uuid`). */
                "category.uuid[]"?: string[];
                /** @description Exact match on `secondaryCategories.uuid`. */
                "secondaryCategories.uuid"?: string;
                /** @description Any of these values (exact match on `secondaryCategories.uuid`). */
                "secondaryCategories.uuid[]"?: string[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[strictly_before]"?: string;
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Order by `updated_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[updated_at]"?: "asc" | "desc";
                /** @description Order by `published_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[published_at]"?: "asc" | "desc";
                /** @description Order by `slug`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[slug]"?: "asc" | "desc";
                /** @description Order by `status`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[status]"?: "asc" | "desc";
                /** @description Order by `type`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[type]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "title" | "excerpt" | "body_html" | "status" | "published_at" | "seo" | "type" | "category" | "category_id" | "secondaryCategories" | "tags" | "featuredImage" | "version" | "created_at" | "updated_at")[];
                /** @description Only these fields of the embedded `category` (its `@id`, `@type` and `id` always); without this list a `category` named in `properties[]` is embedded whole. */
                "properties[category][]"?: ("slug" | "name")[];
                /** @description Only these fields of the embedded `secondaryCategories` (its `@id`, `@type` and `id` always); without this list a `secondaryCategories` named in `properties[]` is embedded whole. */
                "properties[secondaryCategories][]"?: ("slug" | "name")[];
                /** @description Only these fields of the embedded `tags` (its `@id`, `@type` and `id` always); without this list a `tags` named in `properties[]` is embedded whole. */
                "properties[tags][]"?: ("slug" | "name")[];
                /** @description Only these fields of the embedded `featuredImage` (its `@id`, `@type` and `id` always); without this list a `featuredImage` named in `properties[]` is embedded whole. */
                "properties[featuredImage][]"?: ("filename" | "urls")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description A token from POST /admin/preview-tokens: drafts and scheduled content become visible. */
                "X-Preview-Token"?: components["parameters"]["PreviewToken"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Article */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Article.collection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicArticlesBySlug: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "title" | "excerpt" | "body_html" | "status" | "published_at" | "seo" | "type" | "category" | "category_id" | "secondaryCategories" | "tags" | "featuredImage" | "version" | "created_at" | "updated_at")[];
                /** @description Only these fields of the embedded `category` (its `@id`, `@type` and `id` always); without this list a `category` named in `properties[]` is embedded whole. */
                "properties[category][]"?: ("slug" | "name")[];
                /** @description Only these fields of the embedded `secondaryCategories` (its `@id`, `@type` and `id` always); without this list a `secondaryCategories` named in `properties[]` is embedded whole. */
                "properties[secondaryCategories][]"?: ("slug" | "name")[];
                /** @description Only these fields of the embedded `tags` (its `@id`, `@type` and `id` always); without this list a `tags` named in `properties[]` is embedded whole. */
                "properties[tags][]"?: ("slug" | "name")[];
                /** @description Only these fields of the embedded `featuredImage` (its `@id`, `@type` and `id` always); without this list a `featuredImage` named in `properties[]` is embedded whole. */
                "properties[featuredImage][]"?: ("filename" | "urls")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description A token from POST /admin/preview-tokens: drafts and scheduled content become visible. */
                "X-Preview-Token"?: components["parameters"]["PreviewToken"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The article's slug, or its id (as its `@id` gives it) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Article in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Article"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicPages: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Exact match on `status`. */
                status?: string;
                /** @description Any of these values (exact match on `status`). */
                "status[]"?: string[];
                /** @description Exact match on `tags.slug`. */
                "tags.slug"?: string;
                /** @description Any of these values (exact match on `tags.slug`). */
                "tags.slug[]"?: string[];
                /** @description Exact match on `tags.uuid`. */
                "tags.uuid"?: string;
                /** @description Any of these values (exact match on `tags.uuid`). */
                "tags.uuid[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `title`. */
                title?: string;
                /** @description Any of these values (multilingual search on `title`). */
                "title[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `excerpt`. */
                excerpt?: string;
                /** @description Any of these values (multilingual search on `excerpt`). */
                "excerpt[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `body_html`. */
                body_html?: string;
                /** @description Any of these values (multilingual search on `body_html`). */
                "body_html[]"?: string[];
                /** @description Exact match on `page_type`. */
                page_type?: string;
                /** @description Any of these values (exact match on `page_type`). */
                "page_type[]"?: string[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `updated_at`. */
                "updated_at[strictly_before]"?: string;
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `published_at`. */
                "published_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Order by `updated_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[updated_at]"?: "asc" | "desc";
                /** @description Order by `published_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[published_at]"?: "asc" | "desc";
                /** @description Order by `slug`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[slug]"?: "asc" | "desc";
                /** @description Order by `status`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[status]"?: "asc" | "desc";
                /** @description Order by `page_type`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[page_type]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "title" | "excerpt" | "body_html" | "status" | "published_at" | "seo" | "page_type" | "tags" | "version" | "created_at" | "updated_at")[];
                /** @description Only these fields of the embedded `tags` (its `@id`, `@type` and `id` always); without this list a `tags` named in `properties[]` is embedded whole. */
                "properties[tags][]"?: ("slug" | "name")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description A token from POST /admin/preview-tokens: drafts and scheduled content become visible. */
                "X-Preview-Token"?: components["parameters"]["PreviewToken"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Page */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Page.collection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicPagesBySlug: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "title" | "excerpt" | "body_html" | "status" | "published_at" | "seo" | "page_type" | "tags" | "version" | "created_at" | "updated_at")[];
                /** @description Only these fields of the embedded `tags` (its `@id`, `@type` and `id` always); without this list a `tags` named in `properties[]` is embedded whole. */
                "properties[tags][]"?: ("slug" | "name")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description A token from POST /admin/preview-tokens: drafts and scheduled content become visible. */
                "X-Preview-Token"?: components["parameters"]["PreviewToken"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The page's slug, or its id (as its `@id` gives it) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Page in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Page"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicCategories: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Exact match on `slug`. */
                slug?: string;
                /** @description Any of these values (exact match on `slug`). */
                "slug[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `name`. */
                name?: string;
                /** @description Any of these values (multilingual search on `name`). */
                "name[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `description`. */
                description?: string;
                /** @description Any of these values (multilingual search on `description`). */
                "description[]"?: string[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Order by `slug`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[slug]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "name" | "description" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description A token from POST /admin/preview-tokens: drafts and scheduled content become visible. */
                "X-Preview-Token"?: components["parameters"]["PreviewToken"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Category */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Category.collection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicCategoriesBySlug: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "name" | "description" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description A token from POST /admin/preview-tokens: drafts and scheduled content become visible. */
                "X-Preview-Token"?: components["parameters"]["PreviewToken"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The category's slug, or its id (as its `@id` gives it) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Category in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Category"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicTags: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Past the end: an empty page. */
                page?: components["parameters"]["page"];
                /** @description Items per page (default 30; above 100 is served as 100). */
                per_page?: components["parameters"]["per_page"];
                /** @description Alias of `per_page`. */
                itemsPerPage?: components["parameters"]["itemsPerPage"];
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Exact match on `slug`. */
                slug?: string;
                /** @description Any of these values (exact match on `slug`). */
                "slug[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `name`. */
                name?: string;
                /** @description Any of these values (multilingual search on `name`). */
                "name[]"?: string[];
                /** @description Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown) on `description`. */
                description?: string;
                /** @description Any of these values (multilingual search on `description`). */
                "description[]"?: string[];
                /** @description On or after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[after]"?: string;
                /** @description On or before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[before]"?: string;
                /** @description Strictly after this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_after]"?: string;
                /** @description Strictly before this date or date-time (ISO 8601; a date means 00:00 UTC), on `created_at`. */
                "created_at[strictly_before]"?: string;
                /** @description Order by `created_at`; without a direction: desc. Several order[...] give primary then secondary order, in the order written. */
                "order[created_at]"?: "asc" | "desc";
                /** @description Order by `slug`; without a direction: asc. Several order[...] give primary then secondary order, in the order written. */
                "order[slug]"?: "asc" | "desc";
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "name" | "description" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description A token from POST /admin/preview-tokens: drafts and scheduled content become visible. */
                "X-Preview-Token"?: components["parameters"]["PreviewToken"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Tag */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Tag.collection"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicTagsBySlug: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "name" | "description" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description A token from POST /admin/preview-tokens: drafts and scheduled content become visible. */
                "X-Preview-Token"?: components["parameters"]["PreviewToken"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The tag's slug, or its id (as its `@id` gives it) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Tag in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Tag"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicMenusBySlug: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "name" | "location" | "items" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description A token from POST /admin/preview-tokens: drafts and scheduled content become visible. */
                "X-Preview-Token"?: components["parameters"]["PreviewToken"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The menu's slug, or its id (as its `@id` gives it) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Menu in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Menu"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicBlocksBySlug: {
        parameters: {
            query?: {
                /** @description Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".` */
                locale?: components["parameters"]["locale"];
                /** @description With `locale`: `false` shows only that locale (null where it has no value). */
                fallback?: components["parameters"]["fallback"];
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("slug" | "name" | "type" | "content" | "data" | "status" | "version" | "created_at" | "updated_at")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description A token from POST /admin/preview-tokens: drafts and scheduled content become visible. */
                "X-Preview-Token"?: components["parameters"]["PreviewToken"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The block's slug, or its id (as its `@id` gives it) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Block in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Block"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminChanges: {
        parameters: {
            query?: {
                /** @description A cursor: only the changes after it (none: from the oldest kept) */
                after?: string;
                /** @description Only these resources, comma-separated (e.g. `articles,pages`); only those the caller may read */
                resource?: string;
                /** @description The same as a list, one resource a parameter (`resource[]=articles&resource[]=pages`) */
                "resource[]"?: string[];
                /** @description Changes per page (default and at most 100) */
                per_page?: number;
                /** @description Alias of `per_page`. */
                itemsPerPage?: number;
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of Change, paged by cursor */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Change.feed"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminChangesStream: {
        parameters: {
            query?: {
                /** @description A cursor: only the changes after it (none: the changes made from now on; `Last-Event-ID` wins over it) */
                after?: string;
                /** @description Only these resources, comma-separated (e.g. `articles,pages`); only those the caller may read */
                resource?: string;
                /** @description The same as a list, one resource a parameter (`resource[]=articles&resource[]=pages`) */
                "resource[]"?: string[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The last cursor received, on a reconnect (browsers' EventSource sends it by itself): the stream goes on after it, also when the URL has `?after=` */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Streams the changes live, as Server-Sent Events */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminChangesById: {
        parameters: {
            query?: {
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("cursor" | "resource" | "event" | "item" | "actor" | "version" | "occurred_at" | "cache_tags")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The change's uuid (the last segment of its `@id`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Change in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["Change.item"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicChanges: {
        parameters: {
            query?: {
                /** @description A cursor: only the changes after it (none: from the oldest kept) */
                after?: string;
                /** @description Only these resources, comma-separated (e.g. `articles,pages`) */
                resource?: string;
                /** @description The same as a list, one resource a parameter (`resource[]=articles&resource[]=pages`) */
                "resource[]"?: string[];
                /** @description Changes per page (default and at most 100) */
                per_page?: number;
                /** @description Alias of `per_page`. */
                itemsPerPage?: number;
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hydra collection of PublicChange, paged by cursor */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["PublicChange.feed"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicChangesStream: {
        parameters: {
            query?: {
                /** @description A cursor: only the changes after it (none: the changes made from now on; `Last-Event-ID` wins over it) */
                after?: string;
                /** @description Only these resources, comma-separated (e.g. `articles,pages`) */
                resource?: string;
                /** @description The same as a list, one resource a parameter (`resource[]=articles&resource[]=pages`) */
                "resource[]"?: string[];
                /** @description The tenant slug, when no X-Tenant-Id header can be sent */
                tenant?: string;
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description The last cursor received, on a reconnect (browsers' EventSource sends it by itself): the stream goes on after it, also when the URL has `?after=` */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Streams what the public sees change live, as Server-Sent Events */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicChangesById: {
        parameters: {
            query?: {
                /** @description Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored. */
                "properties[]"?: ("cursor" | "resource" | "event" | "item" | "slug" | "version" | "occurred_at" | "cache_tags")[];
            };
            header?: {
                /** @description Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.` */
                "X-Tenant-Id"?: components["parameters"]["TenantId"];
                /** @description UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site. */
                "X-Site-Id"?: components["parameters"]["SiteId"];
                /** @description An ETag you hold; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The change's uuid (the last segment of its `@id`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PublicChange in JSON-LD */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["PublicChange.item"];
                };
            };
            /** @description Not Modified: If-None-Match matched the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}

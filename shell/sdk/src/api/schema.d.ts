/** The server's request and reply types, generated from openapi/openapi.json by `npm run gen:api`: do not edit. */

export interface paths {
  "/api/captcha/check": {
    /** Checks a slide; a pass returns the single-use `validate` token, a failure 验证失败. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["Slide"];
        };
      };
      responses: {
        /** @description validate token */
        200: {
          content: {
            "application/json": components["schemas"]["Passed"];
          };
        };
      };
    };
  };
  "/api/captcha/get": {
    /** A new slider challenge. */
    get: {
      responses: {
        /** @description background, piece and the piece's row */
        200: {
          content: {
            "application/json": components["schemas"]["Challenge"];
          };
        };
      };
    };
  };
  "/api/dev/outbox": {
    /** Latest SMS or mail sent to a recipient; exists only in the dev and test profiles. */
    get: {
      parameters: {
        query?: {
          mobile?: string | null;
          mail?: string | null;
        };
      };
      responses: {
        /** @description latest messages */
        200: {
          content: {
            "application/json": components["schemas"]["OutboxMessage"][];
          };
        };
      };
    };
  };
  "/api/endpoint/common/product/products": {
    /** The same list under the path the spec writes without a service prefix. */
    get: {
      parameters: {
        query?: {
          /** @description Part of the product's name. */
          name?: string | null;
          categoryId?: number | null;
        };
      };
      responses: {
        /** @description products */
        200: {
          content: {
            "application/json": components["schemas"]["ProductCard"][];
          };
        };
      };
    };
  };
  "/api/files/{key}": {
    /** A public object by its address under `/api/files/`; `key` may contain `/`. */
    get: {
      parameters: {
        path: {
          /** @description the address after /api/files/, e.g. content/demo/AbCd1234EfGh5678.svg */
          key: string;
        };
      };
      responses: {
        /** @description the file */
        200: {
          content: never;
        };
        /** @description a byte range of the file */
        206: {
          content: never;
        };
        /** @description no such public file */
        404: {
          content: never;
        };
      };
    };
  };
  "/api/industry-user/userCompany/getById": {
    /** The caller's relation to one of its companies. */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description relation */
        200: {
          content: {
            "application/json": components["schemas"]["UserCompany"];
          };
        };
      };
    };
  };
  "/api/oidc/authorize": {
    /**
     * Decides an authorization request for the signed-in person: an unknown
     * app, an unregistered redirect URI or a refused launch is shown on the page
     * (never sent to an address nobody reviewed); the protocol's own refusals go
     * back to the app; a first request asks for consent.
     */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["AuthorizeForm"];
        };
      };
      responses: {
        /** @description where to go, or the consent to ask */
        200: {
          content: {
            "application/json": components["schemas"]["Authorization"];
          };
        };
      };
    };
  };
  "/api/oidc/consents": {
    /** The apps the signed-in person allowed to sign them in, the newest first. */
    get: {
      responses: {
        /** @description the apps allowed */
        200: {
          content: {
            "application/json": components["schemas"]["AppConsent"][];
          };
        };
      };
    };
  };
  "/api/oidc/consents/withdraw": {
    /**
     * Withdraws the consent given to an app: it is asked again next time, and
     * every token it holds for the person ends at once.
     */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["WithdrawForm"];
        };
      };
      responses: {
        /** @description 撤销成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/platform/audit/export": {
    /** The audit rows the search finds, as an Excel file (operators; written in constant memory). */
    get: {
      parameters: {
        query?: {
          /** @description Whose actions. */
          userId?: number;
          companyId?: number;
          /** @description One of the kinds `/platform/audit/kinds` lists. */
          kind?: string;
          /** @description From this moment (YYYY-MM-DD HH:mm:ss, Beijing). */
          beginTime?: string;
          /** @description Until this moment, excluded. */
          endTime?: string;
        };
      };
      responses: {
        /** @description xlsx */
        200: {
          content: {
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
          };
        };
      };
    };
  };
  "/api/platform/audit/kinds": {
    /** The kinds of audit rows and their names, for the search's choices. */
    get: {
      responses: {
        /** @description kinds */
        200: {
          content: {
            "application/json": components["schemas"]["AuditKind"][];
          };
        };
      };
    };
  };
  "/api/platform/audit/page": {
    /** The audit trail, newest first: operators search it by person, company, kind and time. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Whose actions. */
          userId?: number;
          companyId?: number;
          /** @description One of the kinds `/platform/audit/kinds` lists. */
          kind?: string;
          /** @description From this moment (YYYY-MM-DD HH:mm:ss, Beijing). */
          beginTime?: string;
          /** @description Until this moment, excluded. */
          endTime?: string;
        };
      };
      responses: {
        /** @description audit rows */
        200: {
          content: {
            "application/json": components["schemas"]["Page_AuditView"];
          };
        };
      };
    };
  };
  "/api/platform/audit/signIns": {
    /** 登录日志: the sign-ins (and failed ones, and lock-outs) of the caller's company's members, for its main account. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
        };
      };
      responses: {
        /** @description sign-in rows */
        200: {
          content: {
            "application/json": components["schemas"]["Page_AuditView"];
          };
        };
      };
    };
  };
  "/api/platform/audit/verify": {
    /** Walks the audit chain and names the first row that does not fit. */
    get: {
      responses: {
        /** @description what the check found */
        200: {
          content: {
            "application/json": components["schemas"]["ChainCheck"];
          };
        };
      };
    };
  };
  "/api/platform/dashboard": {
    /** 运营看板: today, 7 and 30 days of the enabled areas' figures, with a series per day (operators; kept a minute). */
    get: {
      parameters: {
        query?: {
          /** @description True to count now instead of serving the last minute's figures. */
          fresh?: boolean;
        };
      };
      responses: {
        /** @description the board */
        200: {
          content: {
            "application/json": components["schemas"]["Board"];
          };
        };
      };
    };
  };
  "/api/platform/health": {
    /** 模块与健康: the database, object storage, payment gateway, timestamp authority and contract font, checked now (operators). */
    get: {
      responses: {
        /** @description each check */
        200: {
          content: {
            "application/json": components["schemas"]["HealthReport"];
          };
        };
      };
    };
  };
  "/api/platform/menuPages": {
    /**
     * Every page of the menu whoever may open it, so the shell tells a page the
     * caller was not given (您没有访问权限) from one that does not exist (404).
     */
    get: {
      responses: {
        /** @description absolute page paths */
        200: {
          content: {
            "application/json": string[];
          };
        };
      };
    };
  };
  "/api/platform/modules": {
    /** 模块与健康: the enabled modules with their versions, menus, jobs and applied migrations (operators). */
    get: {
      responses: {
        /** @description the modules */
        200: {
          content: {
            "application/json": components["schemas"]["Modules"];
          };
        };
      };
    };
  };
  "/api/platform/remotes": {
    /** Where the shell finds each enabled remote's entry script. */
    get: {
      responses: {
        /** @description remote entries */
        200: {
          content: {
            "application/json": components["schemas"]["RemoteEntry"][];
          };
        };
      };
    };
  };
  "/api/ptd-component/endpoint/global/address/add": {
    /** Adds an address (main account). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["AddressForm"];
        };
      };
      responses: {
        /** @description the new id */
        200: {
          content: {
            "text/plain": number;
          };
        };
      };
    };
  };
  "/api/ptd-component/endpoint/global/address/deleteById": {
    /** Deletes an address of the company (main account); the client confirms first. */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description 删除成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-component/endpoint/global/address/queryById": {
    /** One of the company's addresses. */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description address */
        200: {
          content: {
            "application/json": components["schemas"]["Address"];
          };
        };
      };
    };
  };
  "/api/ptd-component/endpoint/global/address/queryPageList": {
    /** The company's addresses, 10 a page by default, newest first. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          platformName?: string;
        };
      };
      responses: {
        /** @description page of addresses */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Address"];
          };
        };
      };
    };
  };
  "/api/ptd-component/endpoint/global/address/update": {
    /** Edits an address of the company (main account). */
    put: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["AddressForm"];
        };
      };
      responses: {
        /** @description 修改成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-component/endpoint/message/batchAcceptMessage": {
    /** Marks messages read (opening one, or 全部已读 with `all`). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["MessageIds"];
        };
      };
      responses: {
        /** @description how many turned read */
        200: {
          content: {
            "application/json": components["schemas"]["Changed"];
          };
        };
      };
    };
  };
  "/api/ptd-component/endpoint/message/batchQueryMessage": {
    /** The caller's messages, unread first, then newest first. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Ignored: the caller's messages are listed whatever is sent. */
          userId?: string;
        };
      };
      responses: {
        /** @description a page of messages */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Message"];
          };
        };
      };
    };
  };
  "/api/ptd-component/endpoint/message/deleteMessage": {
    /** Deletes messages of the caller. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["MessageIds"];
        };
      };
      responses: {
        /** @description how many were deleted */
        200: {
          content: {
            "application/json": components["schemas"]["Changed"];
          };
        };
      };
    };
  };
  "/api/ptd-component/endpoint/message/unreadCount": {
    /** How many of the caller's messages are unread (the header badge). */
    get: {
      responses: {
        /** @description unread count */
        200: {
          content: {
            "application/json": components["schemas"]["UnreadCount"];
          };
        };
      };
    };
  };
  "/api/ptd-component/global/companyNotice/changeStatus": {
    /** Operators: enables (1) or disables (0) a company notice. */
    get: {
      parameters: {
        query: {
          id: number;
          /** @description 1 enabled, 0 disabled. */
          status: number;
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-component/global/companyNotice/deleteById": {
    /** Operators: deletes a company notice. */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-component/global/companyNotice/getById": {
    /** A published company notice or news item (/noticeDetail?type=companyNotice or companyExpress). */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description notice */
        200: {
          content: {
            "application/json": components["schemas"]["CompanyNotice"];
          };
        };
        /** @description no such published notice */
        404: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-component/global/companyNotice/list": {
    /** Company notices or news without paging (at most 1000), newest first. */
    get: {
      parameters: {
        query?: {
          noticeType?: string | null;
          issueStatus?: number | null;
        };
      };
      responses: {
        /** @description notices */
        200: {
          content: {
            "application/json": components["schemas"]["CompanyNotice"][];
          };
        };
      };
    };
  };
  "/api/ptd-component/global/companyNotice/page": {
    /**
     * Company notices or news, newest first; drafts only for operators.
     * Paging: the console reads 1000 notices and 7 news items a page.
     */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description `companyNotice` or `companyExpress`. */
          noticeType?: string;
          /** @description Part of the title. */
          title?: string;
          /** @description Operators may ask for drafts (0); everyone else reads published ones (1) only. */
          issueStatus?: number;
        };
      };
      responses: {
        /** @description page of notices */
        200: {
          content: {
            "application/json": components["schemas"]["Page_CompanyNotice"];
          };
        };
      };
    };
  };
  "/api/ptd-component/global/companyNotice/save": {
    /** Operators: adds a company notice or news item. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["CompanyNoticeForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["NoticeSaved"];
          };
        };
      };
    };
  };
  "/api/ptd-component/global/companyNotice/setIssue": {
    /** Operators: publishes (1) a company notice, stamping its publication time, or takes it back (0). */
    get: {
      parameters: {
        query: {
          id: number;
          /** @description 1 publish, 0 back to draft. */
          issueStatus: number;
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-component/global/companyNotice/update": {
    /** Operators: changes a company notice (id in the body). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["CompanyNoticeForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-component/global/companyNotice/upload": {
    /** Operators: uploads a news cover or a picture or video for a notice's text; the kind is read from the bytes. */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": components["schemas"]["UploadForm"];
        };
      };
      responses: {
        /** @description stored file */
        200: {
          content: {
            "application/json": components["schemas"]["Uploaded"];
          };
        };
      };
    };
  };
  "/api/ptd-component/global/resource/data/manage": {
    /** Every entry of a data dictionary, switched-off ones too (operators). */
    get: {
      parameters: {
        query: {
          dictType: string;
        };
      };
      responses: {
        /** @description entries */
        200: {
          content: {
            "application/json": components["schemas"]["DictData"][];
          };
        };
      };
    };
  };
  "/api/ptd-component/global/resource/data/type": {
    /** The same, with the type as a query parameter. */
    get: {
      parameters: {
        query: {
          dictType: string;
        };
      };
      responses: {
        /** @description entries */
        200: {
          content: {
            "application/json": components["schemas"]["DictData"][];
          };
        };
      };
    };
    /** Operators relabel, reorder or switch off an entry (values stay: orders keep them). */
    put: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["DictEdit"];
        };
      };
      responses: {
        /** @description 修改成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-component/global/resource/data/type/{dictType}": {
    /** The enabled entries of a data dictionary, in their order. */
    get: {
      parameters: {
        path: {
          /** @description dictionary type, e.g. productTerm */
          dictType: string;
        };
      };
      responses: {
        /** @description entries */
        200: {
          content: {
            "application/json": components["schemas"]["DictData"][];
          };
        };
      };
    };
  };
  "/api/ptd-component/global/resource/invoiceHeader": {
    /** Edits a header of the company (main account). */
    put: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["InvoiceForm"];
        };
      };
      responses: {
        /** @description 编辑成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
    /** Adds a header (main account). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["InvoiceForm"];
        };
      };
      responses: {
        /** @description the new id */
        200: {
          content: {
            "text/plain": number;
          };
        };
      };
    };
  };
  "/api/ptd-component/global/resource/invoiceHeader/changeStatus": {
    /** Enables (1) or disables (0) a header (main account). */
    get: {
      parameters: {
        query: {
          id: number;
          status: number;
        };
      };
      responses: {
        /** @description 修改成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-component/global/resource/invoiceHeader/getMy": {
    /** The company's headers in use (for choosing one on an invoice). */
    get: {
      responses: {
        /** @description headers in use */
        200: {
          content: {
            "application/json": components["schemas"]["InvoiceHeader"][];
          };
        };
      };
    };
  };
  "/api/ptd-component/global/resource/invoiceHeader/list": {
    /** The company's invoice headers, 10 a page. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
        };
      };
      responses: {
        /** @description page of headers */
        200: {
          content: {
            "application/json": components["schemas"]["Page_InvoiceHeader"];
          };
        };
      };
    };
  };
  "/api/ptd-component/global/resource/invoiceHeader/remove": {
    /** Removes a header (main account); the client asks 确定要删除么? first. */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description 删除成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-component/global/resource/invoiceHeader/{id}": {
    /** One header of the company. */
    get: {
      parameters: {
        path: {
          /** @description header id */
          id: number;
        };
      };
      responses: {
        /** @description header */
        200: {
          content: {
            "application/json": components["schemas"]["InvoiceHeader"];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/apply/page": {
    /** Contracts waiting for the caller's signature (fadada channel). */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description true: only what waits for the caller (the console's to-dos); the lists are the same otherwise. */
          taskFlag?: boolean;
        };
      };
      responses: {
        /** @description contracts to sign */
        200: {
          content: {
            "application/json": components["schemas"]["Page_SignTask"];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/apply/signCloudPage": {
    /** Contracts waiting for the caller's signature through the cloud (CFCA) channel. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description true: only what waits for the caller (the console's to-dos); the lists are the same otherwise. */
          taskFlag?: boolean;
        };
      };
      responses: {
        /** @description contracts to sign in the cloud channel */
        200: {
          content: {
            "application/json": components["schemas"]["Page_SignTask"];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/cfca/signContract/addContract": {
    /** Prepares a contract of the company for signing through the CFCA cloud channel. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContractForm"];
        };
      };
      responses: {
        /** @description the document to sign */
        200: {
          content: {
            "application/json": components["schemas"]["Prepared"];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/cfcaAndfadada/open": {
    /**
     * Opens e-signature for the caller's company: the provider issues its
     * certificate, and the company seal and the main account's personal seal are made.
     */
    post: {
      responses: {
        /** @description 开通成功 */
        200: {
          content: {
            "application/json": components["schemas"]["EsignStatus"];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/cfcaAndfadada/queryUserOpenFadadaOrCFCA": {
    /** Whether the caller's company opened e-signature (fadada or CFCA), and what opening still needs. */
    get: {
      parameters: {
        query?: {
          /** @description Must be the caller (or absent). */
          userId?: number;
          /** @description Must be the caller's current company (or absent). */
          companyId?: number;
        };
      };
      responses: {
        /** @description the company's e-signature state */
        200: {
          content: {
            "application/json": components["schemas"]["EsignStatus"];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/cfcaAndfadada/seal/getList": {
    /** The company's seals (company seal first). */
    get: {
      responses: {
        /** @description seals */
        200: {
          content: {
            "application/json": components["schemas"]["SealView"][];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/cfcaAndfadada/seal/image": {
    /** A seal's picture as SVG; another company's seal is not found. */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the seal (image/svg+xml) */
        200: {
          content: {
            "image/svg+xml": string;
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/contract/download": {
    /** Downloads a signed contract's PDF or its detached CMS signature. */
    get: {
      parameters: {
        query: {
          id: number;
          /** @description "pdf" (the signed contract) or "signature" (its detached CMS signature, .p7s). */
          part: string;
        };
      };
      responses: {
        /** @description the file */
        200: {
          content: {
            "application/octet-stream": number[];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/contract/getById": {
    /** One contract of the company. */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the contract */
        200: {
          content: {
            "application/json": components["schemas"]["ContractView"];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/contract/page": {
    /** The company's contracts, newest first. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description 0 to sign, 1 signed; absent for all. */
          status?: number;
        };
      };
      responses: {
        /** @description contracts */
        200: {
          content: {
            "application/json": components["schemas"]["Page_ContractView"];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/contract/preview": {
    /** The contract's PDF: the signed one once signed, else the one 甲方 certified, which 乙方 signs. */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the PDF */
        200: {
          content: {
            "application/pdf": number[];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/contract/verification": {
    /** The same reading of one of the company's contracts, as stored (signed, else as 甲方 certified it). */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description what the contract's signatures say */
        200: {
          content: {
            "application/json": components["schemas"]["VerificationReport"];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/contract/verify": {
    /**
     * 合同验签: anyone sends a PDF (the request body) and reads who signed it,
     * when (by the timestamp), whether it is intact, and whether it is one of
     * this platform's contracts. Counted against the address's hourly look-ups.
     */
    post: {
      requestBody: {
        content: {
          "application/pdf": number[];
        };
      };
      responses: {
        /** @description what the file's signatures say */
        200: {
          content: {
            "application/json": components["schemas"]["VerificationReport"];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/fadada/contract/saveByCompany": {
    /** Prepares a contract of the company for signing through fadada: its document is rendered and can be previewed. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContractForm"];
        };
      };
      responses: {
        /** @description the document to sign */
        200: {
          content: {
            "application/json": components["schemas"]["Prepared"];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/fadada/contract/toSign": {
    /**
     * Opens the signing of a contract waiting for the caller: answers the
     * provider's signing page (preview, choose the seal, confirm with an SMS code).
     */
    get: {
      parameters: {
        query: {
          contractId: number;
          /** @description Where the signing page returns: a path on this platform only. */
          returnUrl: string;
          /** @description Where the provider reports the result: a path on this platform only (the platform records signatures itself). */
          notifyUrl?: string;
          /** @description The seal to preselect. */
          stampId?: number;
          /** @description 1 company (the only signer of service contracts). */
          userType?: number;
        };
      };
      responses: {
        /** @description the signing page */
        200: {
          content: {
            "application/json": components["schemas"]["SigningPage"];
          };
        };
      };
    };
  };
  "/api/ptd-component/sign/fadada/stamp/delSelectStampCache": {
    /** Forgets the seal the caller chose last on the signing page (delSelectStampCache). */
    get: {
      responses: {
        /** @description 操作成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-component/workflow/taskApply/list": {
    /** What the caller asked for that others must still act on (a join request, a certification, a declaration). */
    get: {
      responses: {
        /** @description the caller's open requests */
        200: {
          content: {
            "application/json": components["schemas"]["Task"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/application/delProject": {
    /** Deletes one of the company's own services (main account; the edit form asks first). */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description 删除成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/application/expireProductDoMain": {
    /** Apps ending within 30 days (the console's expiring products dialog). */
    get: {
      responses: {
        /** @description expiring apps */
        200: {
          content: {
            "application/json": components["schemas"]["Expiring"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/application/getById": {
    /** One product service, with whether the caller's company holds it. */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the app */
        200: {
          content: {
            "application/json": components["schemas"]["App"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/application/getByProductId": {
    /** A product's services, each with whether the caller's company holds it. */
    get: {
      parameters: {
        query: {
          productId: number;
        };
      };
      responses: {
        /** @description the product's apps */
        200: {
          content: {
            "application/json": components["schemas"]["App"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/application/myAiApp": {
    /** The company's AI apps (the console's ?type=ai view). */
    get: {
      responses: {
        /** @description AI apps */
        200: {
          content: {
            "application/json": components["schemas"]["App"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/application/myApp": {
    /** The company's apps: bought services and its own. */
    get: {
      responses: {
        /** @description apps */
        200: {
          content: {
            "application/json": components["schemas"]["App"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/application/myProductDomain": {
    /** The company's bought services (`defaultApp=true`: only those still running). */
    get: {
      parameters: {
        query?: {
          /** @description true: only the apps not yet expired (the console's default list). */
          defaultApp?: boolean | null;
        };
      };
      responses: {
        /** @description apps */
        200: {
          content: {
            "application/json": components["schemas"]["App"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/application/open": {
    /** Opens an app: the server decides how, or refuses with the spec's text. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["OpenForm"];
        };
      };
      responses: {
        /** @description where to go */
        200: {
          content: {
            "application/json": components["schemas"]["Opening"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/application/saveCustomApplication": {
    /** Adds or edits one of the company's own services (main account of a certified company). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["CustomForm"];
        };
      };
      responses: {
        /** @description the service's id */
        200: {
          content: {
            "text/plain": number;
          };
        };
      };
    };
  };
  "/api/ptd-industry/application/uploadIcon": {
    /** Uploads an own service's icon (jpg or png, typed by its bytes, up to 2 MB); answers its public address. */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": components["schemas"]["UploadForm"];
        };
      };
      responses: {
        /** @description the icon's address */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/company/submitCompanyReview": {
    /** The short company review form (name, contact, main products; licence optional). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["CompanyReviewForm"];
        };
      };
      responses: {
        /** @description 提交成功 */
        200: {
          content: {
            "application/json": components["schemas"]["Submitted"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/deliveryAddress/getMy": {
    /** All of the company's addresses (for pickers). */
    get: {
      responses: {
        /** @description addresses */
        200: {
          content: {
            "application/json": components["schemas"]["Address"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/endpoint/common/product/products": {
    /** Every published product (for pickers such as the navigation's product search), filtered by name and category. */
    get: {
      parameters: {
        query?: {
          /** @description Part of the product's name. */
          name?: string | null;
          categoryId?: number | null;
        };
      };
      responses: {
        /** @description products */
        200: {
          content: {
            "application/json": components["schemas"]["ProductCard"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/endpoint/customer/checkCustomer": {
    /** The dispatch centre's customer lookup by company name and phone. */
    get: {
      parameters: {
        query?: {
          customName?: string | null;
          phone?: string | null;
        };
      };
      responses: {
        /** @description customer state */
        200: {
          content: {
            "application/json": components["schemas"]["CustomerReply"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/endpoint/login/simpleSmSLogin": {
    /** SMS login that can also bind the WeChat account that started it. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SimpleSmsLoginForm"];
        };
      };
      responses: {
        /** @description userId and token */
        200: {
          content: {
            "application/json": components["schemas"]["LoginReply"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/endpoint/siteSetting/get": {
    /** The site settings (footer, 联系我们, 关于我们, 在线客服); no login needed. */
    get: {
      responses: {
        /** @description the settings, defaults for those never saved */
        200: {
          content: {
            "application/json": components["schemas"]["SiteSettings"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/endpoint/user/otherPlatformsRegisterNoSmsCodeNotChecking": {
    /** Registration by a sibling platform, server to server, without an SMS code; needs the integration key. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["OtherPlatformForm"];
        };
      };
      responses: {
        /** @description registered */
        200: {
          content: {
            "application/json": components["schemas"]["Registered"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/endpoint/user/resetPwdByEmail": {
    /** Forgot password, email tab (code from `sendResetMail`). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ResetByEmailForm"];
        };
      };
      responses: {
        /** @description 密码重置成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/endpoint/user/resetPwdByMobile": {
    /** Forgot password, phone tab. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ResetByMobileForm"];
        };
      };
      responses: {
        /** @description 密码重置成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/endpoint/user/sendResetMail": {
    /** Sends a password-reset code to a bound mail address (forgot password, email tab). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SendResetMailForm"];
        };
      };
      responses: {
        /** @description 发送成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/expert/getById": {
    /** A published expert; the phone is masked for visitors. */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description expert */
        200: {
          content: {
            "application/json": components["schemas"]["Expert"];
          };
        };
        /** @description no such published expert */
        404: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/expert/page": {
    /**
     * Published experts, in order; phones masked for visitors.
     * Paging: the detail page fetches 7 and shows up to 6 besides the current expert.
     */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name. */
          expertName?: string;
        };
      };
      responses: {
        /** @description page of experts */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Expert"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/factory/introduction/page": {
    /** Published factory videos with duration and view count, in order. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name. */
          name?: string;
        };
      };
      responses: {
        /** @description page of videos */
        200: {
          content: {
            "application/json": components["schemas"]["Page_FactoryVideo"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/factory/introduction/updateVisitTimes": {
    /** Counts one view of a published video (once per address and video an hour) and answers the count. */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the view count after this view */
        200: {
          content: {
            "text/plain": number;
          };
        };
        /** @description no such published video */
        404: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/feedback/save": {
    /** Stores feedback from a visitor or a user. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["FeedbackForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["Saved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/front/getAgreement": {
    /** The user agreement or the privacy policy. */
    get: {
      parameters: {
        query: {
          /** @description `userAgent` or `privacy`. */
          type: string;
        };
      };
      responses: {
        /** @description the text */
        200: {
          content: {
            "application/json": components["schemas"]["Agreement"];
          };
        };
        /** @description no such text */
        404: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/front/getAppProduct": {
    /** Application products (home page 产品及服务, first tab). */
    get: {
      responses: {
        /** @description products */
        200: {
          content: {
            "application/json": components["schemas"]["ProductCard"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/front/getApplicationSceneList": {
    /** Published application scenes of the home page (协同办公, 流程生产, 安全防护, 服务体系 …). */
    get: {
      responses: {
        /** @description scenes */
        200: {
          content: {
            "application/json": components["schemas"]["ApplicationScene"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/front/getCooperationCaseList": {
    /** Published cooperation cases (the home page's 数字工厂 shows the first 4). */
    get: {
      responses: {
        /** @description cases */
        200: {
          content: {
            "application/json": components["schemas"]["CooperationCase"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/front/getFreeProduct": {
    /** Free products. */
    get: {
      responses: {
        /** @description products */
        200: {
          content: {
            "application/json": components["schemas"]["ProductCard"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/front/getFrontBanner": {
    /** Published banners of a channel's page, in order. */
    get: {
      parameters: {
        query?: {
          /** @description The channel whose page shows the banners, e.g. 首页. */
          channelName?: string | null;
          /** @description 40. */
          applicationType?: number | null;
          /** @description WEB. */
          type?: string | null;
        };
      };
      responses: {
        /** @description banners */
        200: {
          content: {
            "application/json": components["schemas"]["Banner"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/front/getFrontChannel": {
    /** The shown channels of the top navigation, in order. */
    get: {
      parameters: {
        query?: {
          /** @description Only the channel with this name. */
          name?: string | null;
        };
      };
      responses: {
        /** @description channels */
        200: {
          content: {
            "application/json": components["schemas"]["Channel"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/front/getFrontProgramList": {
    /** Published solutions or programmes with their scenarios, in order. */
    get: {
      parameters: {
        query?: {
          /** @description 5 solutions, 6 programmes. */
          categoryId?: number | null;
          /** @description 1: only those shown on the home page. */
          homeShow?: number | null;
        };
      };
      responses: {
        /** @description solutions */
        200: {
          content: {
            "application/json": components["schemas"]["Program"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/front/getFrontServicePlatformList": {
    /** Published service platforms (navigation panel, plat/{id} page), in order. */
    get: {
      responses: {
        /** @description service platforms */
        200: {
          content: {
            "application/json": components["schemas"]["ServicePlatform"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/front/getLastTopAdvertising": {
    /** The newest published top ad (null when there is none) with three hot products. */
    get: {
      responses: {
        /** @description the ad, or null */
        200: {
          content: {
            "application/json": null | components["schemas"]["TopAdReply"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/front/getPlatProduct": {
    /** Platform products of a platform (home page 产品及服务, second tab). */
    get: {
      parameters: {
        query?: {
          /** @description `industry`. */
          platformName?: string | null;
        };
      };
      responses: {
        /** @description products */
        200: {
          content: {
            "application/json": components["schemas"]["ProductCard"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/front/getRecommendApp": {
    /** Recommended products (hot items of the navigation and the detail page's 推荐产品). */
    get: {
      responses: {
        /** @description products */
        200: {
          content: {
            "application/json": components["schemas"]["ProductCard"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/helpDoc/getById": {
    /** A published help document with its HTML content (the /DocDetails page). */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description help document */
        200: {
          content: {
            "application/json": components["schemas"]["HelpDoc"];
          };
        };
        /** @description no such published document */
        404: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/helpDoc/getProductDomainExistHelpDoc": {
    /** The product services that have published help documents (the help centre's left menu). */
    get: {
      responses: {
        /** @description services with documents */
        200: {
          content: {
            "application/json": components["schemas"]["HelpDomain"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/helpDoc/page": {
    /**
     * Published help documents, optionally of one product service and by title, in order.
     * Paging: 10 a page in the help centre, 8 on the console.
     */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          productDomainId?: number;
          /** @description Part of the title. */
          title?: string;
        };
      };
      responses: {
        /** @description page of help documents */
        200: {
          content: {
            "application/json": components["schemas"]["Page_HelpDocItem"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/invoice/file": {
    /** Downloads the PDF of one of the company's invoices (or of its red-letter invoice). */
    get: {
      parameters: {
        query: {
          id: number;
          /** @description invoice (the tax invoice, the default) or red (the red-letter invoice that reversed it). */
          part?: string;
        };
      };
      responses: {
        /** @description the PDF */
        200: {
          content: {
            "application/pdf": number[];
          };
        };
      };
    };
  };
  "/api/ptd-industry/invoice/page": {
    /** The company's invoices, newest first. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description requested, issued, rejected or reversed */
          status?: string;
          /** @description Part of the title, or a request number (FP…). */
          keyword?: string;
        };
      };
      responses: {
        /** @description page of invoices */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Invoice"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/invoice/{id}": {
    /** One of the company's invoices with its orders. */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description the invoice */
        200: {
          content: {
            "application/json": components["schemas"]["Invoice"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/leaveMessage/save": {
    /**
     * Stores a visitor's message (contact us, or an AI demand from the AI market, whose SMS code is checked);
     * the reply's `message` is the sentence to show.
     */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["LeaveMessageForm"];
        };
      };
      responses: {
        /** @description received */
        200: {
          content: {
            "application/json": components["schemas"]["Received"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/agreement/list": {
    /** Operators: both texts. */
    get: {
      responses: {
        /** @description texts */
        200: {
          content: {
            "application/json": components["schemas"]["Agreement"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/agreement/update": {
    /** Operators: replaces the user agreement or the privacy policy. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["AgreementForm"];
        };
      };
      responses: {
        /** @description saved */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/applicationScene/changeStatus": {
    /** Operators: publishes (1) or withdraws (0) a application scene */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContentStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/applicationScene/deleteById": {
    /** Operators: deletes a application scene */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/applicationScene/getById": {
    /** Operators: one application scene by id, published or not */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the row */
        200: {
          content: {
            "application/json": components["schemas"]["ApplicationScene"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/applicationScene/page": {
    /** Operators: one page of application scene, published or not */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name or title. */
          keyword?: string;
          /** @description 1 published, 0 withdrawn. */
          status?: number;
        };
      };
      responses: {
        /** @description page */
        200: {
          content: {
            "application/json": components["schemas"]["Page_ApplicationScene"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/applicationScene/save": {
    /** Operators: adds a application scene; the reply carries the new id */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SceneForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["Saved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/applicationScene/update": {
    /** Operators: changes a application scene (id in the body) */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SceneForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/banner/changeStatus": {
    /** Operators: publishes (1) or withdraws (0) a banner */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContentStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/banner/deleteById": {
    /** Operators: deletes a banner */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/banner/getById": {
    /** Operators: one banner by id, published or not */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the row */
        200: {
          content: {
            "application/json": components["schemas"]["Banner"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/banner/page": {
    /** Operators: one page of banner, published or not */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name or title. */
          keyword?: string;
          /** @description 1 published, 0 withdrawn. */
          status?: number;
        };
      };
      responses: {
        /** @description page */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Banner"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/banner/save": {
    /** Operators: adds a banner; the reply carries the new id */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["BannerForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["Saved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/banner/update": {
    /** Operators: changes a banner (id in the body) */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["BannerForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/case/changeStatus": {
    /** Operators: publishes (1) or withdraws (0) a cooperation case */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContentStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/case/deleteById": {
    /** Operators: deletes a cooperation case */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/case/getById": {
    /** Operators: one cooperation case by id, published or not */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the row */
        200: {
          content: {
            "application/json": components["schemas"]["CooperationCase"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/case/page": {
    /** Operators: one page of cooperation case, published or not */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name or title. */
          keyword?: string;
          /** @description 1 published, 0 withdrawn. */
          status?: number;
        };
      };
      responses: {
        /** @description page */
        200: {
          content: {
            "application/json": components["schemas"]["Page_CooperationCase"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/case/save": {
    /** Operators: adds a cooperation case; the reply carries the new id */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["CaseForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["Saved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/case/update": {
    /** Operators: changes a cooperation case (id in the body) */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["CaseForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/channel/changeStatus": {
    /** Operators: publishes (1) or withdraws (0) a channel */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContentStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/channel/deleteById": {
    /** Operators: deletes a channel */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/channel/getById": {
    /** Operators: one channel by id, published or not */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the row */
        200: {
          content: {
            "application/json": components["schemas"]["ChannelAdmin"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/channel/page": {
    /** Operators: one page of channel, published or not */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name or title. */
          keyword?: string;
          /** @description 1 published, 0 withdrawn. */
          status?: number;
        };
      };
      responses: {
        /** @description page */
        200: {
          content: {
            "application/json": components["schemas"]["Page_ChannelAdmin"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/channel/save": {
    /** Operators: adds a channel; the reply carries the new id */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ChannelForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["Saved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/channel/update": {
    /** Operators: changes a channel (id in the body) */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ChannelForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/expert/changeStatus": {
    /** Operators: publishes (1) or withdraws (0) a expert */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContentStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/expert/deleteById": {
    /** Operators: deletes a expert */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/expert/getById": {
    /** Operators: one expert by id, published or not */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the row */
        200: {
          content: {
            "application/json": components["schemas"]["Expert"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/expert/page": {
    /** Operators: one page of expert, published or not */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name or title. */
          keyword?: string;
          /** @description 1 published, 0 withdrawn. */
          status?: number;
        };
      };
      responses: {
        /** @description page */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Expert"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/expert/save": {
    /** Operators: adds a expert; the reply carries the new id */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ExpertForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["Saved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/expert/update": {
    /** Operators: changes a expert (id in the body) */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ExpertForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/factoryVideo/changeStatus": {
    /** Operators: publishes (1) or withdraws (0) a factory video */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContentStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/factoryVideo/deleteById": {
    /** Operators: deletes a factory video */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/factoryVideo/getById": {
    /** Operators: one factory video by id, published or not */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the row */
        200: {
          content: {
            "application/json": components["schemas"]["FactoryVideo"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/factoryVideo/page": {
    /** Operators: one page of factory video, published or not */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name or title. */
          keyword?: string;
          /** @description 1 published, 0 withdrawn. */
          status?: number;
        };
      };
      responses: {
        /** @description page */
        200: {
          content: {
            "application/json": components["schemas"]["Page_FactoryVideo"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/factoryVideo/save": {
    /** Operators: adds a factory video; the reply carries the new id */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["FactoryVideoForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["Saved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/factoryVideo/update": {
    /** Operators: changes a factory video (id in the body) */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["FactoryVideoForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/feedback/contact": {
    /** Operators: the unmasked contact of one feedback (logged with the operator). */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the contact */
        200: {
          content: {
            "application/json": components["schemas"]["Contact"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/feedback/page": {
    /** Operators: feedback, newest first. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
        };
      };
      responses: {
        /** @description page of feedback */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Feedback"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/helpDoc/changeStatus": {
    /** Operators: publishes (1) or withdraws (0) a help document */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContentStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/helpDoc/deleteById": {
    /** Operators: deletes a help document */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/helpDoc/getById": {
    /** Operators: one help document by id, published or not */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the row */
        200: {
          content: {
            "application/json": components["schemas"]["HelpDoc"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/helpDoc/page": {
    /** Operators: one page of help document, published or not */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name or title. */
          keyword?: string;
          /** @description 1 published, 0 withdrawn. */
          status?: number;
        };
      };
      responses: {
        /** @description page */
        200: {
          content: {
            "application/json": components["schemas"]["Page_HelpDoc"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/helpDoc/save": {
    /** Operators: adds a help document; the reply carries the new id */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["HelpDocForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["Saved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/helpDoc/update": {
    /** Operators: changes a help document (id in the body) */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["HelpDocForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/invoice/file": {
    /** Downloads the PDF of any invoice (operators). */
    get: {
      parameters: {
        query: {
          id: number;
          /** @description invoice (the tax invoice, the default) or red (the red-letter invoice that reversed it). */
          part?: string;
        };
      };
      responses: {
        /** @description the PDF */
        200: {
          content: {
            "application/pdf": number[];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/invoice/issue": {
    /**
     * Issues a requested invoice (operators): multipart with `id`, `number`,
     * `date` and the e-invoice PDF as `file`. Its orders become 已开票 and the requester is told.
     */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": components["schemas"]["InvoiceFileForm"];
        };
      };
      responses: {
        /** @description 开票成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/invoice/page": {
    /** Every company's invoices, newest first (operators): the requests waiting under `status=requested`. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description requested, issued, rejected or reversed */
          status?: string;
          /** @description Part of the title, or a request number (FP…). */
          keyword?: string;
        };
      };
      responses: {
        /** @description page of invoices */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Invoice"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/invoice/reject": {
    /** Rejects a requested invoice with a reason (operators): its orders may be asked again (or refunded). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["InvoiceRejectForm"];
        };
      };
      responses: {
        /** @description 已驳回 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/invoice/reverse": {
    /**
     * Reverses an issued invoice with its red-letter invoice (红冲, operators):
     * multipart with `id`, `number`, `date`, `reason` and the red-letter PDF as
     * `file`. Its orders may then be refunded or invoiced again.
     */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": components["schemas"]["InvoiceFileForm"];
        };
      };
      responses: {
        /** @description 红冲成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/launchPlugin/apps": {
    /** The apps a launch rule can be attached to, each with its enabled version (operators). */
    get: {
      responses: {
        /** @description apps */
        200: {
          content: {
            "application/json": components["schemas"]["PluginApp"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/launchPlugin/disable": {
    /** Disables a version: the app opens by its built-in rule again. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PluginIdForm"];
        };
      };
      responses: {
        /** @description 停用成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/launchPlugin/enable": {
    /** Enables a version (the app's other versions are disabled): also how an operator rolls back. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PluginIdForm"];
        };
      };
      responses: {
        /** @description 启用成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/launchPlugin/list": {
    /** The versions of an app's launch rule, newest first (operators). */
    get: {
      parameters: {
        query: {
          appKey: string;
        };
      };
      responses: {
        /** @description versions */
        200: {
          content: {
            "application/json": components["schemas"]["LaunchPlugin"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/launchPlugin/upload": {
    /**
     * Uploads a new version of an app's launch rule (operators): multipart with
     * `appKey`, `permissions` (comma-separated: log, sign) and the `file`. It is
     * checked, stored and added disabled.
     */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": components["schemas"]["UploadForm"];
        };
      };
      responses: {
        /** @description the new version */
        200: {
          content: {
            "application/json": components["schemas"]["LaunchPlugin"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/leaveMessage/changeStatus": {
    /** Operators: marks a message handled (1) or new (0). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContentStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/leaveMessage/contact": {
    /** Operators: the unmasked phone number of one message (logged with the operator). */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the phone number */
        200: {
          content: {
            "application/json": components["schemas"]["Contact"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/leaveMessage/page": {
    /** Operators: visitors' messages, newest first. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          type?: number;
          status?: number;
        };
      };
      responses: {
        /** @description page of messages */
        200: {
          content: {
            "application/json": components["schemas"]["Page_LeaveMessage"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/order/export": {
    /** The orders the operators' list shows with its filters, as an Excel file (written in constant memory). */
    get: {
      parameters: {
        query?: {
          /** @description hold, success, cancel or refunded */
          payStatus?: string;
          orderNo?: string;
        };
      };
      responses: {
        /** @description xlsx */
        200: {
          content: {
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/order/page": {
    /** Every company's orders, newest first (operators). */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description hold, success, cancel or refunded */
          payStatus?: string;
          orderNo?: string;
        };
      };
      responses: {
        /** @description page of orders */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Order"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/payment/export": {
    /** Payments of orders, newest first, as an Excel file (operators). */
    get: {
      parameters: {
        query?: {
          /** @description A payment's (hold, success, cancel, failed, unapplied) or a refund's (pending, processing, success, closed, abnormal, failed) status. */
          status?: string;
          /** @description From this moment (YYYY-MM-DD HH:mm:ss, Beijing), on the row's create time. */
          beginTime?: string;
          /** @description Until this moment, excluded. */
          endTime?: string;
        };
      };
      responses: {
        /** @description xlsx */
        200: {
          content: {
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/product/changeStatus": {
    /** Operators: publishes (1) or withdraws (0) a product. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContentStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/product/deleteById": {
    /** Operators: deletes a product with its sections, services and versions (refused while help documents hang off its services). */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/product/getById": {
    /** Operators: a product with all its sections, published or not, including service secrets. */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description product */
        200: {
          content: {
            "application/json": components["schemas"]["ProductDetail"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/product/page": {
    /** Operators: one page of products, published or not, by name, status and category. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name. */
          keyword?: string;
          status?: number;
          categoryId?: number;
        };
      };
      responses: {
        /** @description page */
        200: {
          content: {
            "application/json": components["schemas"]["Page_ProductAdminRow"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/product/save": {
    /** Operators: adds a product with its sections, services and versions. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ProductForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["Saved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/product/update": {
    /** Operators: changes a product; its sections are replaced, services and versions kept by id. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ProductForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/productCategory/changeStatus": {
    /** Operators: publishes (1) or withdraws (0) a product category */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContentStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/productCategory/deleteById": {
    /** Operators: deletes a product category */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/productCategory/getById": {
    /** Operators: one product category by id, published or not */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the row */
        200: {
          content: {
            "application/json": components["schemas"]["ProductCategory"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/productCategory/page": {
    /** Operators: one page of product category, published or not */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name or title. */
          keyword?: string;
          /** @description 1 published, 0 withdrawn. */
          status?: number;
        };
      };
      responses: {
        /** @description page */
        200: {
          content: {
            "application/json": components["schemas"]["Page_ProductCategory"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/productCategory/save": {
    /** Operators: adds a product category; the reply carries the new id */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["CategoryForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["Saved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/productCategory/update": {
    /** Operators: changes a product category (id in the body) */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["CategoryForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/productDeclare/followStatus": {
    /** Moves a declaration's follow status (operators). */
    put: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["FollowForm"];
        };
      };
      responses: {
        /** @description 修改成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/productDeclare/page": {
    /** Every company's declarations (operators). */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description EnumFollowProgress value. */
          followStatus?: number;
        };
      };
      responses: {
        /** @description page of declarations */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Declaration"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/productDomain/list": {
    /** Operators: every product service (domain), for the help document form's picker. */
    get: {
      responses: {
        /** @description services with their products */
        200: {
          content: {
            "application/json": components["schemas"]["DomainChoice"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/program/changeStatus": {
    /** Operators: publishes (1) or withdraws (0) a solution. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContentStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/program/deleteById": {
    /** Operators: deletes a solution with its scenarios. */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/program/getById": {
    /** Operators: a solution by number or route key, published or not. */
    get: {
      parameters: {
        query: {
          /** @description The number or the route key (e.g. planFinance). */
          id: string;
        };
      };
      responses: {
        /** @description solution */
        200: {
          content: {
            "application/json": components["schemas"]["Program"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/program/page": {
    /** Operators: one page of solutions and programmes, published or not. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name or title. */
          keyword?: string;
          /** @description 1 published, 0 withdrawn. */
          status?: number;
        };
      };
      responses: {
        /** @description page */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Program"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/program/save": {
    /** Operators: adds a solution or programme with its scenarios. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ProgramForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["Saved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/program/update": {
    /** Operators: changes a solution (its scenarios are replaced). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ProgramForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/servicePlatform/changeStatus": {
    /** Operators: publishes (1) or withdraws (0) a service platform */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContentStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/servicePlatform/deleteById": {
    /** Operators: deletes a service platform */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/servicePlatform/getById": {
    /** Operators: one service platform by id, published or not */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the row */
        200: {
          content: {
            "application/json": components["schemas"]["ServicePlatform"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/servicePlatform/page": {
    /** Operators: one page of service platform, published or not */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name or title. */
          keyword?: string;
          /** @description 1 published, 0 withdrawn. */
          status?: number;
        };
      };
      responses: {
        /** @description page */
        200: {
          content: {
            "application/json": components["schemas"]["Page_ServicePlatform"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/servicePlatform/save": {
    /** Operators: adds a service platform; the reply carries the new id */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ServicePlatformForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["Saved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/servicePlatform/update": {
    /** Operators: changes a service platform (id in the body) */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ServicePlatformForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/siteSetting/save": {
    /** Operators: replaces every site setting at once. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SiteSettingsForm"];
        };
      };
      responses: {
        /** @description saved */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/supplier/changeStatus": {
    /** Operators: publishes (1) or withdraws (0) a partner supplier */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContentStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/supplier/deleteById": {
    /** Operators: deletes a partner supplier */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/supplier/getById": {
    /** Operators: one partner supplier by id, published or not */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the row */
        200: {
          content: {
            "application/json": components["schemas"]["Supplier"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/supplier/page": {
    /** Operators: one page of partner supplier, published or not */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name or title. */
          keyword?: string;
          /** @description 1 published, 0 withdrawn. */
          status?: number;
        };
      };
      responses: {
        /** @description page */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Supplier"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/supplier/save": {
    /** Operators: adds a partner supplier; the reply carries the new id */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SupplierForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["Saved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/supplier/update": {
    /** Operators: changes a partner supplier (id in the body) */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SupplierForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/systemNotice/changeStatus": {
    /** Operators: publishes (1) or withdraws (0) a system notice. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["NoticeStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/systemNotice/deleteById": {
    /** Operators: deletes a system notice. */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/systemNotice/getById": {
    /** Operators: one system notice by id, published or not. */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the row */
        200: {
          content: {
            "application/json": components["schemas"]["SystemNotice"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/systemNotice/page": {
    /** Operators: one page of system notices, published or not. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the title. */
          keyword?: string;
          /** @description 1 published, 0 withdrawn. */
          status?: number;
        };
      };
      responses: {
        /** @description page */
        200: {
          content: {
            "application/json": components["schemas"]["Page_SystemNotice"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/systemNotice/save": {
    /** Operators: adds a system notice; the reply carries the new id. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SystemNoticeForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["NoticeSaved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/systemNotice/update": {
    /** Operators: changes a system notice (id in the body). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SystemNoticeForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/topAdvertising/changeStatus": {
    /** Operators: publishes (1) or withdraws (0) a top ad */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ContentStatusForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/topAdvertising/deleteById": {
    /** Operators: deletes a top ad */
    delete: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description deleted */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/topAdvertising/getById": {
    /** Operators: one top ad by id, published or not */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the row */
        200: {
          content: {
            "application/json": components["schemas"]["TopAdvertising"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/topAdvertising/page": {
    /** Operators: one page of top ad, published or not */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Part of the name or title. */
          keyword?: string;
          /** @description 1 published, 0 withdrawn. */
          status?: number;
        };
      };
      responses: {
        /** @description page */
        200: {
          content: {
            "application/json": components["schemas"]["Page_TopAdvertising"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/topAdvertising/save": {
    /** Operators: adds a top ad; the reply carries the new id */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["TopAdvertisingForm"];
        };
      };
      responses: {
        /** @description new id */
        200: {
          content: {
            "application/json": components["schemas"]["Saved"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/topAdvertising/update": {
    /** Operators: changes a top ad (id in the body) */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["TopAdvertisingForm"];
        };
      };
      responses: {
        /** @description changed */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/manage/upload": {
    /** Operators: uploads an image or a video for content pages; the kind is read from the bytes. */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": components["schemas"]["UploadForm"];
        };
      };
      responses: {
        /** @description stored file */
        200: {
          content: {
            "application/json": components["schemas"]["Uploaded"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/manage/workQueue": {
    /** 工作台 of the operators: what waits for them, by kind, the longest waiting first. */
    get: {
      responses: {
        /** @description open work by kind */
        200: {
          content: {
            "application/json": components["schemas"]["QueueItem"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/menu/authRoleTree": {
    /** The caller's menu tree for the application key; other applications have no menus here. */
    get: {
      parameters: {
        query?: {
          appKey?: string | null;
        };
      };
      responses: {
        /** @description menu tree of the caller */
        200: {
          content: {
            "application/json": components["schemas"]["MenuNode"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/order": {
    /** Changes the term of an unpaid order (its open payment is closed first, so the next QR carries the new total). */
    put: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ChangeForm"];
        };
      };
      responses: {
        /** @description 修改成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
    /** The same as `saveBuyOrder` on the spec's generic path. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["BuyForm"];
        };
      };
      responses: {
        /** @description the order id */
        200: {
          content: {
            "text/plain": number;
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/closeOrderPay/{id}": {
    /** Cancels an unpaid order of the company (after the user confirmed 确定要取消订单吗？). */
    post: {
      parameters: {
        path: {
          /** @description The order id. */
          id: number;
        };
      };
      responses: {
        /** @description 取消订单成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/confirmPaymentDetails/{id}": {
    /** Every payment made for one of the company's orders. */
    get: {
      parameters: {
        path: {
          /** @description The order id. */
          id: number;
        };
      };
      responses: {
        /** @description the order's payments */
        200: {
          content: {
            "application/json": components["schemas"]["PaymentRecord"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/detail/{id}": {
    /** One order with its detail rows (`orderDetailsBos`). */
    get: {
      parameters: {
        path: {
          /** @description The order id. */
          id: number;
        };
      };
      responses: {
        /** @description the order with its details */
        200: {
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/getActivateProductlist": {
    /** The products the company has activated by paying (its apps with their terms). */
    get: {
      responses: {
        /** @description activated products */
        200: {
          content: {
            "application/json": components["schemas"]["ActivatedProduct"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/list": {
    /** The company's orders, newest first. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description hold, success or cancel */
          payStatus?: string;
          orderNo?: string;
        };
      };
      responses: {
        /** @description page of orders */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Order"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/payment/addOrderPayOrAccountPay": {
    /** Pays an order: for "wechat" a scan-to-pay payment (the same one again while it is open). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PayForm"];
        };
      };
      responses: {
        /** @description the payment */
        200: {
          content: {
            "application/json": components["schemas"]["PayReply"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/payment/confirmPayment/{id}": {
    /**
     * "I have paid": asks the gateway about the order's open payment now, rather
     * than waiting for its notification. Changes state, so the token header is needed.
     */
    get: {
      parameters: {
        path: {
          /** @description The order id. */
          id: number;
        };
      };
      responses: {
        /** @description the order's state after the check */
        200: {
          content: {
            "application/json": components["schemas"]["Confirmation"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/payment/queryList": {
    /** The company's payments for orders, newest first. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description hold, success, cancel or failed */
          payStatus?: string;
        };
      };
      responses: {
        /** @description page of payments */
        200: {
          content: {
            "application/json": components["schemas"]["Page_PaymentRecord"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/payment/queryOrderPaymentInfo": {
    /** The state of one of the company's payments (the pay page polls it every 2 s). */
    get: {
      parameters: {
        query: {
          payTransactionNo: string;
        };
      };
      responses: {
        /** @description the payment's state */
        200: {
          content: {
            "application/json": components["schemas"]["PaymentInfo"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/refund": {
    /**
     * Refunds a paid order in whole or in part (operators): points go back at
     * once, WeChat payments through the gateway; simultaneous asks make one refund.
     */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["RefundForm"];
        };
      };
      responses: {
        /** @description the refund */
        200: {
          content: {
            "application/json": components["schemas"]["RefundReply"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/refund/export": {
    /** Refunds of orders, newest first, as an Excel file (operators). */
    get: {
      parameters: {
        query?: {
          /** @description A payment's (hold, success, cancel, failed, unapplied) or a refund's (pending, processing, success, closed, abnormal, failed) status. */
          status?: string;
          /** @description From this moment (YYYY-MM-DD HH:mm:ss, Beijing), on the row's create time. */
          beginTime?: string;
          /** @description Until this moment, excluded. */
          endTime?: string;
        };
      };
      responses: {
        /** @description xlsx */
        200: {
          content: {
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/refund/list": {
    /** Refunds of orders, newest first; `orderId` narrows to one order (operators). */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          orderId?: number;
        };
      };
      responses: {
        /** @description page of refunds */
        200: {
          content: {
            "application/json": components["schemas"]["Page_RefundRecord"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/refund/retry": {
    /** Sends a failed refund again under its own number (operators). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["RetryForm"];
        };
      };
      responses: {
        /** @description the refund */
        200: {
          content: {
            "application/json": components["schemas"]["RefundReply"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/saveBuyOrder": {
    /** Buys a version for a term (certified company): the order waits 30 minutes for its payment. Answers the order id. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["BuyForm"];
        };
      };
      responses: {
        /** @description the order id */
        200: {
          content: {
            "text/plain": number;
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/saveProductDeclareOrder": {
    /** Declares a product (main account of a certified company). Code 200 is the success the page shows. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["DeclareForm"];
        };
      };
      responses: {
        /** @description the declaration id */
        200: {
          content: {
            "text/plain": number;
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/updateInvoiceStatus": {
    /**
     * Asks one invoice for paid orders of the company, with one of its headers in
     * use. An order already asked for or invoiced, fully refunded or with a
     * refund under way is refused, and then none of them is asked for.
     */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["InvoiceRequestForm"];
        };
      };
      responses: {
        /** @description 申请开票成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/order/{id}": {
    /** One order of the company. */
    get: {
      parameters: {
        path: {
          /** @description The order id. */
          id: number;
        };
      };
      responses: {
        /** @description the order */
        200: {
          content: {
            "application/json": components["schemas"]["Order"];
          };
        };
      };
    };
    /** Deletes a cancelled or unpaid order (an open payment is closed first); a paid order stays. */
    delete: {
      parameters: {
        path: {
          /** @description The order id. */
          id: number;
        };
      };
      responses: {
        /** @description 删除成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/pay/reconciliation/differences": {
    /** The differences of a day (operators). */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description YYYY-MM-DD; absent: differences found outside a day's run (unknown notifications). */
          billDate?: string;
        };
      };
      responses: {
        /** @description page of differences */
        200: {
          content: {
            "application/json": components["schemas"]["Page_PaymentDifference"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/pay/reconciliation/page": {
    /** Reconciled days, newest first (operators). */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
        };
      };
      responses: {
        /** @description page of reconciled days */
        200: {
          content: {
            "application/json": components["schemas"]["Page_ReconciliationDay"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/pay/reconciliation/run": {
    /** Reconciles a day against WeChat's trade bill now, again if it was done (operators). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["RunForm"];
        };
      };
      responses: {
        /** @description the day after the run */
        200: {
          content: {
            "application/json": components["schemas"]["ReconciliationDay"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/product/existById": {
    /** Whether a published product has this id. */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description true when it exists */
        200: {
          content: {
            "text/plain": boolean;
          };
        };
      };
    };
  };
  "/api/ptd-industry/product/getAIProduct": {
    /** The AI application market: online and to-be-online AI applications, searchable by name. */
    get: {
      parameters: {
        query?: {
          /** @description Part of the application's name. */
          name?: string | null;
          /** @description 1 online only, 0 to-be-online only. */
          online?: number | null;
        };
      };
      responses: {
        /** @description AI applications */
        200: {
          content: {
            "application/json": components["schemas"]["AiProduct"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/product/getById": {
    /**
     * A published product's detail page: banner, intro (video when multimediaType is 1), functions,
     * advantages, scenes, and its services with their versions.
     */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description product */
        200: {
          content: {
            "application/json": components["schemas"]["ProductDetail"];
          };
        };
        /** @description no such published product */
        404: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/product/getStoreProduct": {
    /** The product store: shown categories, each with its published products (the /product page's anchors). */
    get: {
      parameters: {
        query?: {
          /** @description Only this category. */
          categoryId?: number | null;
        };
      };
      responses: {
        /** @description categories with products */
        200: {
          content: {
            "application/json": components["schemas"]["StoreCategory"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/productDeclare/getById": {
    /** One of the company's declarations (operators may read any). */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the declaration */
        200: {
          content: {
            "application/json": components["schemas"]["Declaration"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/productDeclare/page": {
    /** The company's declarations, newest first. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description EnumFollowProgress value. */
          followStatus?: number;
        };
      };
      responses: {
        /** @description page of declarations */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Declaration"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/program/getById": {
    /** A published solution with its scenarios, by number or route key. */
    get: {
      parameters: {
        query: {
          /** @description The number or the route key (e.g. planFinance). */
          id: string;
        };
      };
      responses: {
        /** @description solution */
        200: {
          content: {
            "application/json": components["schemas"]["Program"];
          };
        };
        /** @description no such published solution */
        404: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/search": {
    /**
     * Ranked full-text search of the public content with highlighted snippets,
     * 10 a page; a search pages at most 50 rows and 1000 pages deep.
     */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Chinese or other words to look for. */
          keyword?: string;
          /** @description Only one kind: `product`, `program`, `helpDoc` or `notice`. */
          type?: string;
        };
      };
      responses: {
        /** @description ranked results */
        200: {
          content: {
            "application/json": components["schemas"]["Page_SearchHit"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/servicePersonnel/chat/{key}": {
    /** The conversation page shown in the /customerService iframe. */
    get: {
      parameters: {
        query?: {
          /** @description What the visitor pressed 立即咨询 on (a product's name): the message box starts with it. */
          about?: string;
        };
        path: {
          /** @description the conversation's key from the chat address */
          key: string;
        };
      };
      responses: {
        /** @description HTML page */
        200: {
          content: {
            "text/html": unknown;
          };
        };
        /** @description no such conversation */
        404: {
          content: never;
        };
      };
    };
    /** Posts a message to the conversation; the sandbox service replies at once. Answers 303 to the page. */
    post: {
      parameters: {
        path: {
          /** @description the conversation's key */
          key: string;
        };
      };
      requestBody: {
        content: {
          "application/x-www-form-urlencoded": components["schemas"]["ChatMessage"];
        };
      };
      responses: {
        /** @description back to the conversation page */
        303: {
          content: never;
        };
        /** @description no such conversation */
        404: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/servicePersonnel/createServicePersonnel": {
    /** The signed-in user's conversation (the same one on every call), by address. */
    get: {
      responses: {
        /** @description the chat address for the iframe */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/servicePersonnel/createServicePersonnelHome": {
    /** Opens a guest conversation and answers its address. */
    get: {
      responses: {
        /** @description the chat address for the iframe */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-industry/supplier/page": {
    /**
     * Published partner suppliers, in order.
     * Paging: 10 a page on the cooperation page, 1000 on the partner page.
     */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Only 1 (published) is served publicly. */
          status?: number;
        };
      };
      responses: {
        /** @description page of suppliers */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Supplier"];
          };
        };
      };
    };
  };
  "/api/ptd-industry/system/notice/getById": {
    /** A published system notice (/noticeDetail?type=systemNotice). */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description notice */
        200: {
          content: {
            "application/json": components["schemas"]["SystemNotice"];
          };
        };
        /** @description no such published notice */
        404: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-industry/system/notice/list": {
    /** Published system notices, newest first (at most 100). */
    get: {
      responses: {
        /** @description notices */
        200: {
          content: {
            "application/json": components["schemas"]["SystemNotice"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/tool/enumUtil/getEnumDictList": {
    /** One enum dictionary (EnumFollowProgress, appType, EnumPlatformType, EnumPayStatus, ...). */
    get: {
      parameters: {
        query: {
          enumClassName: string;
        };
      };
      responses: {
        /** @description values and labels */
        200: {
          content: {
            "application/json": components["schemas"]["EnumEntry"][];
          };
        };
      };
    };
  };
  "/api/ptd-industry/tool/enumUtil/getMultipleEnumDictList": {
    /** Several enums at once: a list of class names in, a map of name to values out (unknown names are left out). */
    post: {
      requestBody: {
        content: {
          "application/json": string[];
        };
      };
      responses: {
        /** @description values and labels by name */
        200: {
          content: {
            "application/json": {
              [key: string]: components["schemas"]["EnumEntry"][];
            };
          };
        };
      };
    };
  };
  "/api/ptd-industry/userlogOut/logOut": {
    /**
     * Revokes the caller's session and clears the token cookie. A GET the spec
     * fixed, so it acts only with the `token` header: a link or an image on
     * another page cannot sign anyone out.
     */
    get: {
      responses: {
        /** @description logged out */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-open-api/api/exchangeCode": {
    /** The app's own server redeems a code, once, and learns who opened it. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ExchangeForm"];
        };
      };
      responses: {
        /** @description the opener */
        200: {
          content: {
            "application/json": components["schemas"]["Opener"];
          };
        };
      };
    };
  };
  "/api/ptd-open-api/api/getCode": {
    /** A one-time code for an app the company holds (a GET that makes one, so the token header is needed). */
    get: {
      parameters: {
        query: {
          /** @description Must be the caller. */
          userId: number;
          /** @description The app the code is for. */
          appKey: string;
        };
      };
      responses: {
        /** @description the code */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/api/third/getCode": {
    /** The same on the open platform's path (third-party apps). */
    get: {
      parameters: {
        query: {
          /** @description Must be the caller. */
          userId: number;
          /** @description The app the code is for. */
          appKey: string;
        };
      };
      responses: {
        /** @description the code */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/api/list": {
    /** The published APIs of a product (its page's API tab) or of every product (the developer portal). */
    get: {
      parameters: {
        query?: {
          /** @description A market product; absent: every published API (the developer portal). */
          productId?: number;
        };
      };
      responses: {
        /** @description published APIs */
        200: {
          content: {
            "application/json": components["schemas"]["PublicApi"][];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/oss/getEncryptionSTS": {
    /** An address to upload one private picture to (a licence, an ID card); read back only through its area's permission check. */
    get: {
      parameters: {
        query: {
          /** @description Which area keeps the private file (lowercase letters, e.g. certification). */
          project: string;
        };
      };
      responses: {
        /** @description where to PUT the file */
        200: {
          content: {
            "application/json": components["schemas"]["UploadTicket"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/oss/getsts": {
    /** An address to upload one public picture to (a logo, an icon), under a random 16-character name. */
    get: {
      responses: {
        /** @description where to PUT the file */
        200: {
          content: {
            "application/json": components["schemas"]["UploadTicket"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/oss/put": {
    /** The platform's own upload address (local files): the body is the file; the ticket names where it goes. */
    put: {
      parameters: {
        query: {
          /** @description The signed ticket of the upload address. */
          ticket: string;
        };
      };
      /** @description the file */
      requestBody: {
        content: {
          "application/octet-stream": number[];
        };
      };
      responses: {
        /** @description 上传成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/oss/register": {
    /** Registers an uploaded file once: its bytes must be a jpg or png within the size limit; it then moves to its final key. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["UploadRegisterForm"];
        };
      };
      responses: {
        /** @description the file's key and public address */
        200: {
          content: {
            "application/json": components["schemas"]["UploadRegistered"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/sendSms/sendAuthCode": {
    /** Sends an SMS code for registration, reset, binding and password change. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SendCodeForm"];
        };
      };
      responses: {
        /** @description 验证码发送成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/sendSms/sendLoginCode": {
    /** Sends an SMS login code to a registered mobile number. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SendCodeForm"];
        };
      };
      responses: {
        /** @description 验证码发送成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/user/applyJoinCompany": {
    /** A signed-in person asks to join the inviting company; its main account decides. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["TokenQuery"];
        };
      };
      responses: {
        /** @description 提交成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/user/checkCompanyNameAndUserExist": {
    /** Whether a company name or a mobile number is already registered (the form warns 企业名称已存在). */
    get: {
      parameters: {
        query?: {
          companyName?: string | null;
          mobile?: string | null;
        };
      };
      responses: {
        /** @description flags */
        200: {
          content: {
            "application/json": components["schemas"]["ExistReply"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/user/inviteInfo": {
    /** What an invitation link is for, for the page that opens it. */
    get: {
      parameters: {
        query: {
          token: string;
        };
      };
      responses: {
        /** @description the inviting company */
        200: {
          content: {
            "application/json": components["schemas"]["InviteInfo"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/user/inviteJoinCompanyToQrcode": {
    /** The company's QR invitation: a signed, expiring link that lets a person ask to join. */
    get: {
      responses: {
        /** @description invitation */
        200: {
          content: {
            "application/json": components["schemas"]["Invitation"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/user/registerUserAndCompanyNotChecking": {
    /** Registers the user and a new company with the user as its main account. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["RegisterForm"];
        };
      };
      responses: {
        /** @description registered */
        200: {
          content: {
            "application/json": components["schemas"]["Registered"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/user/wechat/authorizeUrl": {
    /** The provider's authorize address for the login page's WeChat link. */
    get: {
      parameters: {
        query: {
          /** @description Where the provider sends the browser back with `code` (the /wxLogin page). */
          redirect: string;
        };
      };
      responses: {
        /** @description authorize address */
        200: {
          content: {
            "application/json": components["schemas"]["AuthorizeUrl"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/user/wechat/checkMoblieBindWeChat": {
    /** Exchanges the code and says whether that WeChat account is bound. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["CheckBindForm"];
        };
      };
      responses: {
        /** @description bound flag and openId ticket */
        200: {
          content: {
            "application/json": components["schemas"]["CheckBindReply"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/user/wechat/openIdLogin": {
    /** Login of a bound WeChat account. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["OpenIdLoginForm"];
        };
      };
      responses: {
        /** @description token and userId */
        200: {
          content: {
            "application/json": components["schemas"]["LoginReply"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/user/wechat/sandbox/authorize": {
    /** The sandbox's scan page: a person picks a WeChat identity and confirms, as on a phone. */
    get: {
      parameters: {
        query: {
          redirect_uri: string;
        };
      };
      responses: {
        /** @description HTML page */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/user/wechat/sandbox/confirm": {
    /** The sandbox issues a one-time code for the chosen identity and sends the browser back. */
    post: {
      requestBody: {
        content: {
          "application/x-www-form-urlencoded": components["schemas"]["SandboxConfirm"];
        };
      };
      responses: {
        /** @description back to the redirect with code */
        303: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/user/wechat/saveOk": {
    /** Binds the WeChat account to the mobile's account (registering one with its company when new) and logs in. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["BindForm"];
        };
      };
      responses: {
        /** @description 账户绑定成功并已登录 */
        200: {
          content: {
            "application/json": components["schemas"]["LoginReply"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/endpoint/workflow/taskAgent/page": {
    /** The open to-dos the caller must act on, newest first. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
        };
      };
      responses: {
        /** @description a page of to-dos; total is the caller's to-do count */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Task"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/manage/api/page": {
    /** Every API, those waiting for review when asked (operators). */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description Only APIs with a change waiting for review. */
          pending?: boolean;
        };
      };
      responses: {
        /** @description page of APIs */
        200: {
          content: {
            "application/json": components["schemas"]["Page_OpenApi"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/manage/api/review": {
    /** Approves or rejects an API's waiting change (operators). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ReviewForm"];
        };
      };
      responses: {
        /** @description decided */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/manage/api/stats": {
    /** The most called APIs of the span and how often they failed (operators). */
    get: {
      parameters: {
        query?: {
          /** @description 1 to 90; 30 unless given. */
          days?: number;
        };
      };
      responses: {
        /** @description top APIs */
        200: {
          content: {
            "application/json": components["schemas"]["TopApi"][];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/openApi/api/list": {
    /** The APIs of the apps the company holds (its main account). */
    get: {
      responses: {
        /** @description the APIs the company may call */
        200: {
          content: {
            "application/json": components["schemas"]["CallableApi"][];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/openApi/call/days": {
    /** The company's calls and points per day, every day of the span (main account). */
    get: {
      parameters: {
        query?: {
          /** @description 1 to 90; 30 unless given. */
          days?: number;
        };
      };
      responses: {
        /** @description per day */
        200: {
          content: {
            "application/json": components["schemas"]["CallDay"][];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/openApi/call/export": {
    /** A month of the company's calls as an Excel file (main account). */
    get: {
      parameters: {
        query: {
          /** @description yyyy-MM. */
          month: string;
        };
      };
      responses: {
        /** @description xlsx */
        200: {
          content: {
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/openApi/call/page": {
    /** The company's calls, newest first (main account). */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          apiCode?: string;
          /** @description captured, released, refused or pending. */
          outcome?: string;
          /** @description yyyy-MM-dd HH:mm:ss (Shanghai). */
          beginTime?: string;
          endTime?: string;
        };
      };
      responses: {
        /** @description page of calls */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Call"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/openApi/credential": {
    /** The company's credentials, without their secrets (main account); null before they are made. */
    get: {
      responses: {
        /** @description the credentials */
        200: {
          content: {
            "application/json": null | components["schemas"]["Credential"];
          };
        };
      };
    };
    /**
     * Makes the company's credentials, or a second secret when they exist (main account). The
     * secret is shown only here; with two active, the older one is retired.
     */
    post: {
      responses: {
        /** @description the app key and the new secret */
        200: {
          content: {
            "application/json": components["schemas"]["MadeCredential"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/openApi/credential/secret/delete": {
    /** Retires one of the company's secrets, once its callers use the other (main account); the last one stays. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SecretId"];
        };
      };
      responses: {
        /** @description retired */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/openApi/credential/settings": {
    /**
     * Saves which APIs the credentials reach, the allowed addresses, the monthly cap and the
     * low-balance threshold (main account).
     */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["CredentialSettings"];
        };
      };
      responses: {
        /** @description saved */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/api/apps": {
    /** The partner's apps an API may be published on (partner). */
    get: {
      responses: {
        /** @description the partner's apps */
        200: {
          content: {
            "application/json": components["schemas"]["OwnApp"][];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/api/enable": {
    /** Takes the partner's API offline, or back online (partner). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["EnableForm"];
        };
      };
      responses: {
        /** @description done */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/api/page": {
    /** The partner's APIs, newest first (partner). */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
        };
      };
      responses: {
        /** @description page of APIs */
        200: {
          content: {
            "application/json": components["schemas"]["Page_OpenApi"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/api/save": {
    /**
     * Publishes an API on one of the partner's apps, or changes one (partner). A new API, or a
     * change of its method, path or upstream, waits for an operator; calls keep what was reviewed.
     */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["OpenApiForm"];
        };
      };
      responses: {
        /** @description saved; the API's id */
        200: {
          content: {
            "text/plain": number;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/api/stats": {
    /** The partner's calls and points earned per API and day (partner). */
    get: {
      parameters: {
        query?: {
          /** @description 1 to 90; 30 unless given. */
          days?: number;
        };
      };
      responses: {
        /** @description per API and day */
        200: {
          content: {
            "application/json": components["schemas"]["ApiDay"][];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/app": {
    /** Changes an app (partner) while it is a draft, rejected or offline. */
    put: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PartnerAppForm"];
        };
      };
      responses: {
        /** @description 修改成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
    /** Registers an app (partner): answers its id, appKey and appSecret (shown this once). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PartnerAppForm"];
        };
      };
      responses: {
        /** @description the app's keys */
        200: {
          content: {
            "application/json": components["schemas"]["AppRegistered"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/app/categories": {
    /** The product categories an app may be filed under (partner). */
    get: {
      responses: {
        /** @description categories */
        200: {
          content: {
            "application/json": components["schemas"]["AppCategory"][];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/app/offline": {
    /** Takes a published app off the market (partner): companies holding it keep opening it until their end date. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PartnerAppId"];
        };
      };
      responses: {
        /** @description 下架成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/app/page": {
    /** The partner's own apps. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description 0 未提交, 1 审核中, 2 已上架, 3 已驳回, 4 已下架; absent: all. */
          status?: number;
          /** @description true: only apps whose launch rule waits for review. */
          rulePending?: boolean;
        };
      };
      responses: {
        /** @description page of apps */
        200: {
          content: {
            "application/json": components["schemas"]["Page_PartnerApp"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/app/plugin": {
    /**
     * Attaches a launch rule to the partner's own app (multipart: `id`, `file`):
     * checked like operators' uploads (exports, imports, ABI version, size, a dry
     * run), with no host permission; answers the version and the dry run's answer.
     */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": components["schemas"]["UploadForm"];
        };
      };
      responses: {
        /** @description the rule's version */
        200: {
          content: {
            "application/json": components["schemas"]["RuleVersion"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/app/review": {
    /** Approves (the app goes on the market) or rejects with a reason an app in review (operators), once. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PartnerReviewForm"];
        };
      };
      responses: {
        /** @description 审核成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/app/reviewPage": {
    /** Every partner's apps, those waiting for review first (operators). */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description 0 未提交, 1 审核中, 2 已上架, 3 已驳回, 4 已下架; absent: all. */
          status?: number;
          /** @description true: only apps whose launch rule waits for review. */
          rulePending?: boolean;
        };
      };
      responses: {
        /** @description page of apps */
        200: {
          content: {
            "application/json": components["schemas"]["Page_PartnerApp"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/app/reviewRule": {
    /**
     * Approves (it becomes the enabled rule every holder's launch runs) or
     * rejects with a reason the launch rule waiting for review on an app (operators), once.
     */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PartnerReviewForm"];
        };
      };
      responses: {
        /** @description 审核成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/app/rotateSecret": {
    /** Issues a new appSecret (partner; the old one stops working at once); shown this once. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PartnerAppId"];
        };
      };
      responses: {
        /** @description the new secret */
        200: {
          content: {
            "application/json": components["schemas"]["RotatedSecret"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/app/stats": {
    /** Usage of one of the partner's apps: holders, launches per day, orders. */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description the app's usage */
        200: {
          content: {
            "application/json": components["schemas"]["PartnerAppStats"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/app/submit": {
    /** Submits an app for review (partner), from draft, rejected or offline. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PartnerAppId"];
        };
      };
      responses: {
        /** @description 提交成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/app/testLaunch": {
    /**
     * Opens the partner's own app as a company's user would (its rule, then a
     * one-time code, a token or directly), whatever its state, so the partner can
     * check its server before review.
     */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PartnerAppId"];
        };
      };
      responses: {
        /** @description where to go */
        200: {
          content: {
            "application/json": components["schemas"]["TestLaunched"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/app/{id}": {
    /** One of the partner's apps (operators: any app), with its versions and launch rule. */
    get: {
      parameters: {
        path: {
          /** @description the app */
          id: number;
        };
      };
      responses: {
        /** @description the app */
        200: {
          content: {
            "application/json": components["schemas"]["PartnerApp"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/application/page": {
    /** Every company's applications, waiting ones first (operators). */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description 0 待审核, 1 已通过, 2 已驳回; absent: all. */
          status?: number;
        };
      };
      responses: {
        /** @description page of applications */
        200: {
          content: {
            "application/json": components["schemas"]["Page_PartnerApplication"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/application/review": {
    /** Approves or rejects a waiting application (operators), once. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PartnerReviewForm"];
        };
      };
      responses: {
        /** @description 审核成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/apply": {
    /** Applies for the caller's company to become a partner (main account of a certified company; one waiting application per company). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PartnerApplyForm"];
        };
      };
      responses: {
        /** @description the application's id */
        200: {
          content: {
            "text/plain": number;
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/myApplication": {
    /** The caller's company's newest partner application. */
    get: {
      responses: {
        /** @description the application */
        200: {
          content: {
            "application/json": components["schemas"]["MyPartnerApplication"];
          };
        };
      };
    };
  };
  "/api/ptd-open-platform/partner/upload": {
    /**
     * Uploads a logo (`kind` logo, up to 10 MB) or a publicity image (`kind`
     * publicity, up to 1 MB) for an application or an app's icon: jpg or png,
     * typed by its bytes. Answers its public address.
     */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": components["schemas"]["UploadForm"];
        };
      };
      responses: {
        /** @description the picture's address */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/account/accountFlow/export": {
    /**
     * The company's ledger with the list's filters as an Excel file, newest first (written in
     * constant memory, so a ledger of any length costs the same).
     */
    get: {
      parameters: {
        query?: {
          /** @description topup, bonus, order, api or reversal */
          type?: string;
          /** @description `YYYY-MM-DD HH:MM:SS` (Shanghai), inclusive. */
          beginTime?: string;
          /** @description `YYYY-MM-DD HH:MM:SS` (Shanghai), exclusive. */
          endTime?: string;
        };
      };
      responses: {
        /** @description xlsx */
        200: {
          content: {
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
          };
        };
      };
    };
  };
  "/api/ptd-user/account/accountFlow/queryList": {
    /** The company's ledger, newest first. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description topup, bonus, order, api or reversal */
          type?: string;
          /** @description `YYYY-MM-DD HH:MM:SS` (Shanghai), inclusive. */
          beginTime?: string;
          /** @description `YYYY-MM-DD HH:MM:SS` (Shanghai), exclusive. */
          endTime?: string;
        };
      };
      responses: {
        /** @description page of ledger rows */
        200: {
          content: {
            "application/json": components["schemas"]["Page_FlowEntry"];
          };
        };
      };
    };
  };
  "/api/ptd-user/account/getAccountInfo": {
    /** The company's account; `null` until it is opened. */
    get: {
      responses: {
        /** @description the account, or null */
        200: {
          content: {
            "application/json": null | components["schemas"]["AccountInfo"];
          };
        };
      };
    };
  };
  "/api/ptd-user/account/openAccount": {
    /** Opens the company's points account once (main account). */
    post: {
      responses: {
        /** @description the account */
        200: {
          content: {
            "application/json": components["schemas"]["AccountInfo"];
          };
        };
      };
    };
  };
  "/api/ptd-user/account/pointsExchangeRate/queryList": {
    /** How money becomes points: 1 yuan is 1 point (packages add their bonus). */
    get: {
      responses: {
        /** @description rates */
        200: {
          content: {
            "application/json": components["schemas"]["ExchangeRate"][];
          };
        };
      };
    };
  };
  "/api/ptd-user/account/recharge": {
    /** Tops up the company's points by WeChat scan-to-pay (certified company; opens the account when it has none). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["RechargeForm"];
        };
      };
      responses: {
        /** @description the payment to scan */
        200: {
          content: {
            "application/json": components["schemas"]["RechargeReply"];
          };
        };
      };
    };
  };
  "/api/ptd-user/account/recharge/list": {
    /** The company's recharges, newest first. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description hold, success, cancel or failed */
          payStatus?: string;
        };
      };
      responses: {
        /** @description page of recharges */
        200: {
          content: {
            "application/json": components["schemas"]["Page_PaymentRecord"];
          };
        };
      };
    };
  };
  "/api/ptd-user/account/recharge/status": {
    /** A recharge's state (the dialog polls it every second). */
    get: {
      parameters: {
        query: {
          payTransactionNo: string;
        };
      };
      responses: {
        /** @description the recharge's state */
        200: {
          content: {
            "application/json": components["schemas"]["RechargeStatus"];
          };
        };
      };
    };
  };
  "/api/ptd-user/account/rechargePackage/list": {
    /** The recharge packages (amount and bonus points). */
    get: {
      responses: {
        /** @description packages */
        200: {
          content: {
            "application/json": components["schemas"]["Package"][];
          };
        };
      };
    };
  };
  "/api/ptd-user/account/resAccountPwd": {
    /** Sets the 6-digit account password (main account), proved with an SMS code to its own mobile. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PasswordForm"];
        };
      };
      responses: {
        /** @description 设置成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/account/transaction/list": {
    /** Every payment of the company (recharges and orders: the transaction list), newest first. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description hold, success, cancel or failed */
          payStatus?: string;
        };
      };
      responses: {
        /** @description page of payments */
        200: {
          content: {
            "application/json": components["schemas"]["Page_PaymentRecord"];
          };
        };
      };
    };
  };
  "/api/ptd-user/certification/review/decide": {
    /** Approves or rejects a pending submission; the company or person state follows, and the applicant is told. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["DecisionForm"];
        };
      };
      responses: {
        /** @description 审核完成 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/certification/review/detail": {
    /** One submission with its images and its decision history. */
    get: {
      parameters: {
        query: {
          id: number;
        };
      };
      responses: {
        /** @description submission */
        200: {
          content: {
            "application/json": components["schemas"]["ReviewItem"];
          };
        };
      };
    };
  };
  "/api/ptd-user/certification/review/page": {
    /**
     * Certifications waiting for (or past) review, oldest first; with `companyId`,
     * that company's whole history (every kind and state unless named), newest first.
     */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description company (both company forms) or person; with `companyId`, every kind unless given. */
          kind?: string;
          /** @description 1 pending (default), 2 approved, 3 rejected; with `companyId`, every state unless given. */
          status?: number;
          /** @description One company's submissions only, newest first: its certification history. */
          companyId?: number;
        };
      };
      responses: {
        /** @description page of submissions */
        200: {
          content: {
            "application/json": components["schemas"]["Page_ReviewItem"];
          };
        };
      };
    };
  };
  "/api/ptd-user/checkToken": {
    /**
     * Whether the caller's token is still good; 401 when not. Asked with the
     * `token` header (a token handed over in an address), it also sets the
     * HttpOnly cookie, which the page itself cannot write.
     */
    get: {
      responses: {
        /** @description the token is valid */
        200: {
          content: {
            "application/json": components["schemas"]["TokenStatus"];
          };
        };
      };
    };
  };
  "/api/ptd-user/companyApplication/saveCompanyProductDomain": {
    /**
     * Adds a free product's service to the company (main account): it ends
     * today plus the usage time in months at 00:00:00, or never.
     */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["AddForm"];
        };
      };
      responses: {
        /** @description 添加成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/endpoint/certification/companyCertification": {
    /** Submits the company's real-name certification (the main account; a user without a company gets one). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["CompanyCertificationForm"];
        };
      };
      responses: {
        /** @description submitted, under review */
        200: {
          content: {
            "application/json": components["schemas"]["Submitted"];
          };
        };
      };
    };
  };
  "/api/ptd-user/endpoint/certification/companyIdCardOCR": {
    /** Uploads a business licence and reads it. */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": components["schemas"]["UploadForm"];
        };
      };
      responses: {
        /** @description what the licence says, and the stored image */
        200: {
          content: {
            "application/json": components["schemas"]["LicenceOcr"];
          };
        };
      };
    };
  };
  "/api/ptd-user/endpoint/certification/esignChoice": {
    /** Records whether the main account of a newly certified company opens the e-signature service. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["EsignChoiceForm"];
        };
      };
      responses: {
        /** @description 保存成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/endpoint/certification/image": {
    /** A private image, for the company (or user) that uploaded it and for operators only. */
    get: {
      parameters: {
        query: {
          key: string;
        };
      };
      responses: {
        /** @description image bytes */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/ptd-user/endpoint/certification/status": {
    /** Where the caller's company and personal certifications stand, with the rejection reason. */
    get: {
      responses: {
        /** @description latest submissions */
        200: {
          content: {
            "application/json": components["schemas"]["CertificationStatus"];
          };
        };
      };
    };
  };
  "/api/ptd-user/endpoint/certification/userCertification": {
    /** Submits the caller's personal real-name certification (SMS code to the given mobile). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PersonCertificationForm"];
        };
      };
      responses: {
        /** @description submitted, under review */
        200: {
          content: {
            "application/json": components["schemas"]["Submitted"];
          };
        };
      };
    };
  };
  "/api/ptd-user/endpoint/certification/userIdCardOCR": {
    /** Uploads an ID card side and reads it. */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": components["schemas"]["UploadForm"];
        };
      };
      responses: {
        /** @description what the card says, and the stored image */
        200: {
          content: {
            "application/json": components["schemas"]["IdCardOcr"];
          };
        };
      };
    };
  };
  "/api/ptd-user/endpoint/companyApplication/getBaseApplicationList": {
    /** The two base applications whose keys unlock the base-data and organisation-config menus, with whether the company holds each. */
    get: {
      responses: {
        /** @description base applications */
        200: {
          content: {
            "application/json": components["schemas"]["BaseApplication"][];
          };
        };
      };
    };
  };
  "/api/ptd-user/endpoint/user/resetChildUser": {
    /** Sets the password of a sub-account the company created; its sessions end. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ResetChildForm"];
        };
      };
      responses: {
        /** @description 重置成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/login": {
    /** Password login. Wrong name and wrong password answer alike; too many failures lock the account and the address for a while. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["LoginForm"];
        };
      };
      responses: {
        /** @description userId and token */
        200: {
          content: {
            "application/json": components["schemas"]["LoginReply"];
          };
        };
      };
    };
  };
  "/api/ptd-user/manage/account/page": {
    /** Every company's account (operators). */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          /** @description normal or frozen */
          accountStatus?: string;
        };
      };
      responses: {
        /** @description page of accounts */
        200: {
          content: {
            "application/json": components["schemas"]["Page_AccountInfo"];
          };
        };
      };
    };
  };
  "/api/ptd-user/manage/account/status": {
    /**
     * Freezes (with the reason the company is told) or unfreezes an account
     * (operators); who and when are recorded, and the company's main account gets a message.
     */
    put: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["AccountStatusForm"];
        };
      };
      responses: {
        /** @description 修改成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/company/applyAgent": {
    /** Applies for the caller's certified company to become an agent company (main account). */
    post: {
      responses: {
        /** @description 提交成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/company/approveAgent": {
    /** Approves an agent application (operator). */
    get: {
      parameters: {
        query: {
          companyId: number;
          note?: string | null;
        };
      };
      responses: {
        /** @description 审核完成 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/company/changeCompanyProvAndCityAndDist": {
    /** Sets the company's province, city and district (main account). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["RegionForm"];
        };
      };
      responses: {
        /** @description 修改成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/company/export": {
    /** The companies the operators' list finds with its filters, as an Excel file (written in constant memory). */
    get: {
      parameters: {
        query?: {
          companyName?: string;
          reviewStatus?: number;
        };
      };
      responses: {
        /** @description xlsx */
        200: {
          content: {
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/company/getCompanyById": {
    /** The caller's current company (or a named one the caller belongs to; operators read any). */
    get: {
      parameters: {
        query?: {
          companyId?: number | null;
        };
      };
      responses: {
        /** @description company */
        200: {
          content: {
            "application/json": components["schemas"]["CompanyView"];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/company/getCompanyByName": {
    /** Finds a company by its exact name; others' names come back masked unless the caller is an operator. */
    get: {
      parameters: {
        query: {
          companyName: string;
        };
      };
      responses: {
        /** @description the company or null */
        200: {
          content: {
            "application/json": null | components["schemas"]["CompanyLookup"];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/company/getCompanyInfoByUserId": {
    /** The current company of a user: oneself, a member of one's company (main account), or anyone (operator). */
    get: {
      parameters: {
        query: {
          userId: number;
        };
      };
      responses: {
        /** @description the user's company or null */
        200: {
          content: {
            "application/json": null | components["schemas"]["CompanyLookup"];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/company/getCurrentAgentCompany": {
    /** Where the caller's company stands as an agent company. */
    get: {
      responses: {
        /** @description agent state */
        200: {
          content: {
            "application/json": components["schemas"]["AgentState"];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/company/members": {
    /** A page of one company's members, main account first, then in the order they joined, for platform operators. */
    get: {
      parameters: {
        query: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          companyId: number;
        };
      };
      responses: {
        /** @description page of the company's members */
        200: {
          content: {
            "application/json": components["schemas"]["Page_CompanyMember"];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/company/page": {
    /** All companies, newest first, for platform operators. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          companyName?: string;
          reviewStatus?: number;
        };
      };
      responses: {
        /** @description page of companies */
        200: {
          content: {
            "application/json": components["schemas"]["Page_CompanyView"];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/company/rejectAgent": {
    /** Rejects an agent application with a reason (operator). */
    get: {
      parameters: {
        query: {
          companyId: number;
          note?: string | null;
        };
      };
      responses: {
        /** @description 审核完成 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/company/update": {
    /**
     * Edits the company's information (main account). The client first confirms
     * 修改企业信息将重新审核该企业, 是否继续?: a certified company goes back to review.
     */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["CompanyUpdateForm"];
        };
      };
      responses: {
        /** @description saved */
        200: {
          content: {
            "application/json": components["schemas"]["Updated"];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/company/uploadCompanyLogo": {
    /** Uploads the company logo: jpg, png or jpeg up to 10 MB, main account only. */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": components["schemas"]["UploadForm"];
        };
      };
      responses: {
        /** @description the logo's address */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/bindMail": {
    /** Binds the email the code was sent to (`sendMail`). */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["MailForm"];
        };
      };
      responses: {
        /** @description 添加邮箱成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/bindMobile": {
    /** Step two: bind the new number with its own code. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PhoneForm"];
        };
      };
      responses: {
        /** @description 手机号修改成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/changeStatus": {
    /**
     * Freezes or unfreezes a sub-account the company created (its sessions end at
     * once); for a member who joined by invitation, suspends or restores the
     * membership in this company only.
     */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["StatusForm"];
        };
      };
      responses: {
        /** @description 修改成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/decideJoinRequest": {
    /** Approves (the person becomes a sub-account) or rejects a join request. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["DecideForm"];
        };
      };
      responses: {
        /** @description 操作成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/getUserDetails": {
    /** The signed-in user's details, or a colleague's for a main account or an operator. */
    get: {
      parameters: {
        query?: {
          /** @description Another user of the caller's company (main account) or any user (operator). */
          userId?: number | null;
        };
      };
      responses: {
        /** @description user info */
        200: {
          content: {
            "application/json": components["schemas"]["UserDetails"];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/getUserDict": {
    /** Members of the caller's current company, filtered by department and name; needs the members menu. */
    get: {
      parameters: {
        query?: {
          companyId?: number | null;
          deptId?: number | null;
          realName?: string | null;
        };
      };
      responses: {
        /** @description company members */
        200: {
          content: {
            "application/json": components["schemas"]["Member"][];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/getUserMenus": {
    /** The menus a sub-account holds now. */
    get: {
      parameters: {
        query: {
          userId: number;
        };
      };
      responses: {
        /** @description menu keys */
        200: {
          content: {
            "application/json": string[];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/getUserUserAffiliationInfoPage": {
    /** A page of the company's people with their account state; needs the members menu. */
    get: {
      parameters: {
        query?: {
          /** @description The page, from 1. */
          pageNum?: number;
          /** @description Rows on a page: 10 unless given, at most 1000. */
          pageSize?: number;
          realName?: string;
          status?: number;
        };
      };
      responses: {
        /** @description page of members */
        200: {
          content: {
            "application/json": components["schemas"]["Page_Affiliation"];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/grantMenus": {
    /** Replaces a sub-account's menus. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["GrantForm"];
        };
      };
      responses: {
        /** @description 保存成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/grantableMenus": {
    /**
     * The menus a main account may grant, with their folders' titles; entries of
     * a base application show only while the company holds that application, and
     * the partner's (应用接入) only while the company is a partner.
     */
    get: {
      responses: {
        /** @description grantable menus */
        200: {
          content: {
            "application/json": components["schemas"]["GrantableMenu"][];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/joinRequests": {
    /** Pending requests to join the caller's company. */
    get: {
      responses: {
        /** @description pending requests */
        200: {
          content: {
            "application/json": components["schemas"]["JoinRequest"][];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/myCompanies": {
    /** The companies the caller belongs to, for the change-company picker. */
    get: {
      responses: {
        /** @description the caller's companies */
        200: {
          content: {
            "application/json": components["schemas"]["CompanyChoice"][];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/saveMany": {
    /** Creates sub-accounts of the caller's company, each with its login name, password and menus. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SaveManyForm"];
        };
      };
      responses: {
        /** @description ids of the new sub-accounts */
        200: {
          content: {
            "application/json": number[];
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/sendMail": {
    /**
     * Sends a code to the mail address the signed-in user wants to bind. A GET
     * the spec fixed that sends something: the `token` header is required.
     */
    get: {
      parameters: {
        query: {
          mail: string;
        };
      };
      responses: {
        /** @description 发送成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/unBindMail": {
    /** Removes the caller's email. */
    post: {
      responses: {
        /** @description 解绑成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/unBindMobile": {
    /** Step one of changing the phone: prove the current number with a code. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["PhoneForm"];
        };
      };
      responses: {
        /** @description 验证成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/updatePassword": {
    /** The change-password drawer: a code to the account's mobile, then the new password; every session ends. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ChangePasswordForm"];
        };
      };
      responses: {
        /** @description 修改密码成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/updateUseInfoById": {
    /** Edits the caller's own name and nickname. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ProfileForm"];
        };
      };
      responses: {
        /** @description 修改成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/resource/user/uploadAvatar": {
    /** Uploads the caller's avatar (an image by its bytes, under 1 MB); the reply is its address. */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": components["schemas"]["UploadForm"];
        };
      };
      responses: {
        /** @description the new avatar's address */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/setUserCompany": {
    /** Makes one of the caller's companies current; menus and user info follow it. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SwitchForm"];
        };
      };
      responses: {
        /** @description 切换成功 */
        200: {
          content: {
            "text/plain": string;
          };
        };
      };
    };
  };
  "/api/ptd-user/smsLogin": {
    /** Login with a mobile number and the code sent by `sendLoginCode`. */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SmsLoginForm"];
        };
      };
      responses: {
        /** @description userId and token */
        200: {
          content: {
            "application/json": components["schemas"]["LoginReply"];
          };
        };
      };
    };
  };
  "/api/ptd-user/tool/enumUtil/getEnumDictList": {
    /** The same enums on the user service's path. */
    get: {
      parameters: {
        query: {
          enumClassName: string;
        };
      };
      responses: {
        /** @description values and labels */
        200: {
          content: {
            "application/json": components["schemas"]["EnumEntry"][];
          };
        };
      };
    };
  };
}

export type webhooks = Record<string, never>;

export interface components {
  schemas: {
    AccountInfo: {
      /** @description The company's name. */
      accountName: string;
      accountNo: string;
      /** @description normal or frozen */
      accountStatus: string;
      accountStatusName: string;
      /** @description Whether the company is certified (the page shows the badge or the go-certify hint). */
      certificated: boolean;
      createTime?: string | null;
      /** @description Whether the account password has been set. */
      hasPassword: boolean;
      /** Format: int64 */
      integralAmount: number;
      integralAmountStr: string;
      /** @description Who last froze or unfroze it, and when. */
      statusByName?: string | null;
      /** @description Why it is frozen (none once unfrozen). */
      statusReason?: string | null;
      statusTime?: string | null;
    };
    AccountStatusForm: {
      accountNo: string;
      /** @description normal or frozen */
      accountStatus: string;
      /** @description Why it is frozen (1 to 80 characters, needed to freeze): the company is told it. */
      reason?: string | null;
    };
    ActivatedProduct: {
      /** @description False once the end time has passed. */
      active: boolean;
      activeEndTime?: string | null;
      activeStartTime?: string | null;
      applicationName: string;
      icon?: string | null;
      /** Format: int64 */
      id: number;
      /**
       * Format: int64
       * @description The service (domain) opened.
       */
      productDomainId: number;
      /** Format: int64 */
      productId: number;
      productName: string;
      versionName?: string | null;
    };
    AddForm: {
      /**
       * Format: int64
       * @description Months of use; absent or 0: no end.
       */
      defaultUsageTime?: number | null;
      /** Format: int64 */
      productDomainId: number;
    };
    Address: {
      createTime?: string | null;
      detailAddress: string;
      /** Format: int64 */
      id: number;
      linkName: string;
      mobile?: string | null;
      platformName: string;
      /** Format: int64 */
      type: number;
    };
    AddressForm: {
      detailAddress: string;
      /** Format: int64 */
      id?: number | null;
      linkName: string;
      mobile: string;
      /** @description Accepted for the spec's clients and not stored: always `industry`. */
      platformName?: string | null;
    };
    Affiliation: {
      createTime?: string | null;
      lastLoginTime?: string | null;
      mobile?: string | null;
      realName?: string | null;
      /** Format: int64 */
      status: number;
      statusName: string;
      /** Format: int64 */
      userId: number;
      userName: string;
      /** Format: int64 */
      userType: number;
      userTypeName: string;
    };
    AgentState: {
      /**
       * Format: int64
       * @description 0 none, 1 applied, 2 approved, 3 rejected.
       */
      agentStatus: number;
      /** Format: int64 */
      companyId: number;
      companyName: string;
      note?: string | null;
    };
    Agreement: {
      /** @description Sanitised HTML. */
      content: string;
      title: string;
      /** @description `userAgent` or `privacy`. */
      type: string;
      updateTime: string;
    };
    AgreementForm: {
      /** @description HTML; sanitised when saved. */
      content: string;
      title: string;
      /** @description `userAgent` or `privacy`. */
      type: string;
    };
    AiProduct: {
      appkey?: string | null;
      categoryName?: string | null;
      icon?: string | null;
      /** Format: int64 */
      id: number;
      name: string;
      /**
       * Format: int64
       * @description 1 online, 0 to be online (该应用还未上线, 敬请期待).
       */
      online: number;
      /** Format: int64 */
      productId: number;
      slogan: string;
      /** Format: int64 */
      templateType: number;
      /** Format: int64 */
      usingCompanyCount: number;
    };
    ApiDay: {
      apiCode: string;
      /** Format: int64 */
      calls: number;
      day: string;
      /** Format: int64 */
      failed: number;
      /** @description The API's name. */
      name: string;
      /**
       * Format: int64
       * @description Points companies were charged.
       */
      points: number;
    };
    /** @description An app on the console (spec section 3, "System service/app"). */
    App: {
      /** @description The service's address (own services; bought ones open through `open`). */
      address?: string | null;
      /** @description Whether the company holds it (product services). */
      alreadyExistStatus: boolean;
      appKey?: string | null;
      endTime?: string | null;
      /**
       * Format: int64
       * @description The product service's id, or the own service's id.
       */
      id: number;
      /**
       * Format: int64
       * @description 0 opened with a one-time code (and the company's own services), 1 a token, 2 directly.
       */
      internal: number;
      isAi: boolean;
      isExpire: boolean;
      logoImage?: string | null;
      /** Format: int64 */
      productDomainId?: number | null;
      productDomainName: string;
      /** Format: int64 */
      productId?: number | null;
      productName?: string | null;
      remark?: string | null;
      /** @description The company added it itself: only these can be edited. */
      selfAdded: boolean;
      slogan?: string | null;
      /** @description Taken off the market by its partner: it still opens until its end date. */
      withdrawn: boolean;
    };
    AppCategory: {
      /** Format: int64 */
      id: number;
      name: string;
    };
    /** @description An app the person allowed to sign them in. */
    AppConsent: {
      appName: string;
      clientId: string;
      createTime?: string | null;
      /** @description What the app receives, as the consent page said it. */
      items: string[];
    };
    /** @description What registration answers: the only time the secret is shown. */
    AppRegistered: {
      appKey: string;
      appSecret: string;
      /** Format: int64 */
      id: number;
    };
    ApplicationScene: {
      description: string;
      icon?: string | null;
      /** Format: int64 */
      id: number;
      img?: string | null;
      /** Format: int64 */
      sort: number;
      /** Format: int64 */
      status: number;
      title: string;
    };
    AuditKind: {
      kind: string;
      name: string;
    };
    AuditView: components["schemas"]["Row"] & ({
      kindName: string;
      time?: string | null;
    });
    /** @description Where the browser goes next, or the consent to ask first. */
    Authorization: {
      consent?: null | components["schemas"]["ConsentAsked"];
      /** @description The app's redirect URI with the code (or the protocol's error), state and iss. */
      redirect?: string | null;
    };
    /** @description An authorization request as the platform's `/oidc/authorize` page passes it on. */
    AuthorizeForm: {
      client_id: string;
      code_challenge?: string | null;
      code_challenge_method?: string | null;
      /** @description The person's answer on the consent page: true 同意, false 拒绝; absent before it was asked. */
      consent?: boolean | null;
      nonce?: string | null;
      redirect_uri: string;
      response_type: string;
      scope?: string;
      state?: string | null;
    };
    AuthorizeUrl: {
      url: string;
    };
    Banner: {
      /**
       * Format: int64
       * @description 40 for this platform's pages.
       */
      applicationType: number;
      bannerImg: string;
      channelName: string;
      content: string;
      firstLevelTitle: string;
      /** Format: int64 */
      id: number;
      link?: string | null;
      secondLevelTitle: string;
      /** Format: int64 */
      sort: number;
      /** Format: int64 */
      status: number;
      /** @description `WEB`. */
      type: string;
    };
    BannerForm: {
      /**
       * Format: int64
       * @description Default 40.
       */
      applicationType?: number | null;
      bannerImg: string;
      channelName: string;
      content?: string | null;
      firstLevelTitle?: string | null;
      /** Format: int64 */
      id?: number | null;
      link?: string | null;
      secondLevelTitle?: string | null;
      /** Format: int64 */
      sort?: number | null;
      /** Format: int64 */
      status?: number | null;
      /** @description Default WEB. */
      type?: string | null;
    };
    BaseApplication: {
      appKey: string;
      /** @description Whether the caller's company holds it (its menus show only then). */
      held: boolean;
      name: string;
    };
    BindForm: {
      /** @description Needed when the mobile number has no account yet: a company is registered with it. */
      companyName?: string | null;
      mobile: string;
      openId: string;
      platform?: string | null;
      realName?: string | null;
      smsCode: string;
    };
    Board: {
      /** @description The 30 days of the series, oldest first (YYYY-MM-DD, Beijing). */
      days: string[];
      figures: components["schemas"]["FigureView"][];
      /**
       * Format: int64
       * @description When the figures were counted (epoch ms).
       */
      generatedAt: number;
    };
    BuyForm: {
      /** Format: int64 */
      productId?: number | null;
      /**
       * Format: int64
       * @description Years: a value of the productTerm dictionary.
       */
      term?: number | null;
      /** Format: int64 */
      versionId?: number | null;
    };
    Call: {
      apiCode: string;
      /** @description As text: call ids are 53-bit and some readers round larger numbers. */
      callId: string;
      clientIp?: string | null;
      createTime?: string | null;
      /** Format: int64 */
      errorCode?: number | null;
      /** Format: int64 */
      latencyMs: number;
      outcome: string;
      outcomeName: string;
      /**
       * Format: int64
       * @description Points charged.
       */
      points: number;
      /**
       * Format: int64
       * @description The upstream's HTTP status, or the refusal's.
       */
      status: number;
    };
    CallDay: {
      /** Format: int64 */
      calls: number;
      day: string;
      /** Format: int64 */
      points: number;
    };
    /** @description An API a company may call, as its main account sees it. */
    CallableApi: {
      apiCode: string;
      /** Format: int64 */
      apiId: number;
      appName: string;
      /** Format: int64 */
      dailyQuota: number;
      /** @description Within the company's credentials (all APIs, or those it narrowed them to). */
      granted: boolean;
      method: string;
      name: string;
      /** @description Where to call it: `/api/ptd-open-api/gateway/{apiCode}`. */
      path: string;
      /** Format: int64 */
      price: number;
      /** Format: int64 */
      rateLimit: number;
    };
    CaseForm: {
      description?: string | null;
      /** Format: int64 */
      id?: number | null;
      img: string;
      /** Format: int64 */
      sort?: number | null;
      /** Format: int64 */
      status?: number | null;
      title: string;
    };
    CategoryForm: {
      /** Format: int64 */
      id?: number | null;
      name: string;
      /** Format: int64 */
      sort?: number | null;
      /** Format: int64 */
      status?: number | null;
    };
    CertificationStatus: {
      /**
       * Format: int64
       * @description The company's state: 0 none, 1 under review, 2 certified, 3 rejected.
       */
      certificationStatus?: number | null;
      company?: null | components["schemas"]["SubmissionView"];
      person?: null | components["schemas"]["SubmissionView"];
      /**
       * Format: int64
       * @description Personal certification: 1 certified.
       */
      personCertificated: number;
    };
    /** @description What the chain check found. */
    ChainCheck: {
      /**
       * Format: int64
       * @description Rows read.
       */
      checked: number;
      /**
       * Format: int64
       * @description The first row that does not fit (changed, or after a gap or a deleted row); none when all fit.
       */
      firstBadSeq?: number | null;
      reason?: string | null;
    };
    Challenge: {
      /** @description PNG data URL of the background with the gap. */
      background: string;
      captchaId: string;
      /** Format: int32 */
      height: number;
      /** @description PNG data URL of the piece (transparent around it). */
      piece: string;
      /** Format: int32 */
      pieceY: number;
      /** Format: int32 */
      width: number;
    };
    ChangeForm: {
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      term: number;
    };
    ChangePasswordForm: {
      /** @description Present for compatibility; the code always goes to the account's own mobile. */
      mobile?: string | null;
      password: string;
      repeatPassword: string;
      smsCode: string;
      /** Format: int64 */
      userId?: number | null;
    };
    Changed: {
      /** Format: int64 */
      changed: number;
    };
    Channel: {
      /** Format: int64 */
      id: number;
      name: string;
      path: string;
      /** Format: int64 */
      sort: number;
    };
    ChannelAdmin: {
      createTime: string;
      /** Format: int64 */
      id: number;
      name: string;
      path: string;
      /** Format: int64 */
      sort: number;
      /** Format: int64 */
      status: number;
    };
    ChannelForm: {
      /**
       * Format: int64
       * @description Needed by update only.
       */
      id?: number | null;
      name: string;
      /** @description A page of the site (`/product`) or an external address. */
      path: string;
      /** Format: int64 */
      sort?: number | null;
      /**
       * Format: int64
       * @description 1 shown (default), 0 hidden.
       */
      status?: number | null;
    };
    ChatMessage: {
      /** @description The customer's message (at most 500 characters). */
      content: string;
    };
    Check: {
      detail: string;
      /** Format: int64 */
      latencyMs: number;
      name: string;
      status: components["schemas"]["Health"];
      title: string;
    };
    CheckBindForm: {
      appId?: string | null;
      /** @description The authorization code from the provider. */
      jsCode?: string | null;
      platform?: string | null;
      web?: boolean | null;
    };
    CheckBindReply: {
      /** @description True when the WeChat account is bound to a platform account. */
      flag: boolean;
      /** @description A signed ticket standing for the openId. */
      openId: string;
    };
    CompanyBrief: {
      /** Format: int64 */
      certificated: number;
      companyCode: string;
      companyName: string;
      companySimpleName?: string | null;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      reviewStatus: number;
      reviewStatusName: string;
    };
    CompanyCertificationForm: {
      artificialPerson: string;
      artificialPersonIdCard?: string | null;
      companyName: string;
      idCard: string;
      legalPersonPhoto: string;
      licenseNumber: string;
      licensePhoto: string;
      realName?: string | null;
      /** Format: int64 */
      signingMethod?: number | null;
    };
    CompanyChoice: {
      /** @description The company's logo. */
      avatar?: string | null;
      companyName: string;
      current: boolean;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      userType: number;
    };
    CompanyLookup: {
      certifiedTime?: string | null;
      companyName: string;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      reviewStatus: number;
      reviewStatusName: string;
    };
    CompanyMember: {
      /** @description When the person joined the company. */
      joinTime?: string | null;
      /** @description Masked in the middle (spec section 9). */
      mobile?: string | null;
      nickName?: string | null;
      realName?: string | null;
      /**
       * Format: int64
       * @description 1 active; 0 when the account is frozen or its membership in this company suspended.
       */
      status: number;
      statusName: string;
      /** Format: int64 */
      userId: number;
      userName: string;
      /**
       * Format: int64
       * @description 0 main account, 1 sub-account.
       */
      userType: number;
      userTypeName: string;
    };
    CompanyNotice: {
      /** @description When it was published. */
      auditTime?: string | null;
      coverImg?: string | null;
      createTime: string;
      /** Format: int64 */
      id: number;
      /**
       * Format: int64
       * @description 1 published, 0 draft.
       */
      issueStatus: number;
      /** @description Sanitised HTML. */
      msgText: string;
      /** @description `companyNotice` (公司公告) or `companyExpress` (公司快讯). */
      noticeType: string;
      noticeTypeName: string;
      /**
       * Format: int64
       * @description 1 enabled, 0 disabled.
       */
      status: number;
      title: string;
    };
    CompanyNoticeForm: {
      coverImg?: string | null;
      /**
       * Format: int64
       * @description Needed by update only.
       */
      id?: number | null;
      /**
       * Format: int64
       * @description 1 publish at once, 0 keep as draft (default).
       */
      issueStatus?: number | null;
      /** @description HTML; sanitised when saved. */
      msgText: string;
      /** @description `companyNotice` or `companyExpress`. */
      noticeType: string;
      title: string;
    };
    CompanyReviewForm: {
      artificialPerson?: string | null;
      companyName: string;
      customerId?: string | null;
      /** Format: int64 */
      id?: number | null;
      licensePhoto?: string | null;
      linkman: string;
      mainProduct?: string | null;
      mobile: string;
      organizationCode?: string | null;
    };
    CompanyUpdateForm: {
      companyAddress?: string | null;
      industry?: string | null;
      licensePhoto: string;
      linkman: string;
      mainProduct?: string | null;
      mobile?: string | null;
      socialCode: string;
    };
    CompanyView: {
      /** Format: int64 */
      certificated: number;
      certifiedTime?: string | null;
      city?: string | null;
      companyAddress?: string | null;
      companyCode: string;
      companyName: string;
      companySimpleName?: string | null;
      createTime?: string | null;
      district?: string | null;
      /** Format: int64 */
      id: number;
      industry?: string | null;
      /** @description The key of the current licence image (the company's own view only), sent back unchanged when editing. */
      licensePhoto?: string | null;
      /** @description Where that licence image is served (the company and operators only). */
      licensePhotoUrl?: string | null;
      linkman?: string | null;
      logo?: string | null;
      mainProduct?: string | null;
      /** @description Masked in the middle (spec section 9). */
      mobile?: string | null;
      platformName: string;
      province?: string | null;
      reviewNote?: string | null;
      /** Format: int64 */
      reviewStatus: number;
      reviewStatusName: string;
      reviewTime?: string | null;
      socialCode?: string | null;
      updateTime?: string | null;
    };
    Confirmation: {
      /** Format: int64 */
      orderId: number;
      payStatus: string;
      payStatusName: string;
    };
    /** @description What the consent page shows. */
    ConsentAsked: {
      appName: string;
      companyName: string;
      items: components["schemas"]["ConsentItem"][];
    };
    /** @description One thing the app would receive. */
    ConsentItem: {
      scope: string;
      text: string;
    };
    /** @description The whole contact of a lead, for calling it back. */
    Contact: {
      contact: string;
    };
    ContentStatusForm: {
      /** Format: int64 */
      id: number;
      /**
       * Format: int64
       * @description 1 publish, 0 withdraw.
       */
      status: number;
    };
    ContractForm: {
      /** Format: int64 */
      contractId: number;
    };
    ContractView: {
      /** @description fadada or cfca. */
      channel: string;
      contractNo: string;
      createTime?: string | null;
      /** Format: int64 */
      id: number;
      partyB: string;
      referenceNo: string;
      /** @description Hex sha256 of the signed PDF. */
      sha256?: string | null;
      signedTime?: string | null;
      /**
       * Format: int64
       * @description 0 to sign, 1 signed.
       */
      status: number;
      statusName: string;
      title: string;
      total: string;
    };
    CooperationCase: {
      description: string;
      /** Format: int64 */
      id: number;
      img?: string | null;
      /** Format: int64 */
      sort: number;
      /** Format: int64 */
      status: number;
      title: string;
    };
    Credential: {
      allApis: boolean;
      /** @description The APIs the credentials reach when not all. */
      apiIds: number[];
      appKey: string;
      ipAllow: string[];
      /** Format: int64 */
      lowBalance?: number | null;
      /**
       * Format: int64
       * @description Points the current month has cost.
       */
      monthSpent: number;
      /** Format: int64 */
      monthlyCap?: number | null;
      /** @description The active secrets (never their values), newest first. */
      secrets: components["schemas"]["SecretShown"][];
    };
    CredentialSettings: {
      allApis: boolean;
      apiIds?: number[];
      /** @description Addresses (`203.0.113.7`) or networks (`203.0.113.0/24`); empty: any. */
      ipAllow?: string[];
      /**
       * Format: int64
       * @description A message to the main account when the points left fall below it; null: none.
       */
      lowBalance?: number | null;
      /**
       * Format: int64
       * @description Points a calendar month may cost; null: no cap.
       */
      monthlyCap?: number | null;
    };
    CustomForm: {
      /**
       * Format: int64
       * @description Present when editing.
       */
      id?: number | null;
      logoImage: string;
      name: string;
      remark?: string | null;
      serverUrl: string;
    };
    CustomerReply: {
      /** @description The customer's company is registered here. */
      companyFlag: boolean;
      /**
       * Format: int64
       * @description Its certification state (0 none, 1 under review, 2 certified, 3 rejected); null when not registered.
       */
      reviewStatus?: number | null;
      /** @description The phone has an account. */
      userFlag: boolean;
    };
    DayLaunches: {
      /** @description YYYY-MM-DD (Beijing time). */
      day: string;
      /** Format: int64 */
      launches: number;
      /**
       * Format: int64
       * @description Launches refused because the rule answered an address outside the reviewed origin.
       */
      refused: number;
    };
    DecideForm: {
      approve: boolean;
      /** Format: int64 */
      id: number;
    };
    DecisionForm: {
      approve: boolean;
      /** Format: int64 */
      id: number;
      /** @description Required when rejecting: the applicant reads it. */
      reviewNote?: string | null;
    };
    Declaration: {
      applicationType?: string | null;
      /** Format: int64 */
      applicationVersionId?: number | null;
      applyRemark?: string | null;
      /** Format: int64 */
      companyId: number;
      companyName: string;
      contactAddress?: string | null;
      contactNumber?: string | null;
      contactPerson?: string | null;
      createTime?: string | null;
      /** @description The operators' note on the latest follow-up. */
      followNote?: string | null;
      /** Format: int64 */
      followStatus: number;
      followStatusName: string;
      /** @description When the follow status last moved. */
      followTime?: string | null;
      /** Format: int64 */
      id: number;
      mainProduct?: string | null;
      objectJson?: string | null;
      platformType: string;
      platformTypeName?: string | null;
      /** Format: int64 */
      productId?: number | null;
      productJson?: string | null;
      productName: string;
      reference?: string | null;
      /** Format: int64 */
      userId: number;
    };
    DeclareForm: {
      applicationType?: string | null;
      /** Format: int64 */
      applicationVersionId?: number | null;
      applyRemark?: string | null;
      contactAddress?: string | null;
      contactNumber?: string | null;
      contactPerson?: string | null;
      mainProduct?: string | null;
      /** @description A value of EnumPlatformType. */
      platformType: string;
      /** Format: int64 */
      productId?: number | null;
      productName: string;
      reference?: string | null;
    };
    DeptInfo: {
      deptName: string;
      /** Format: int64 */
      id: number;
    };
    DictData: {
      dictLabel: string;
      /** Format: int64 */
      dictSort: number;
      dictType: string;
      dictValue: string;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      status: number;
    };
    DictEdit: {
      dictLabel: string;
      /** Format: int64 */
      dictSort: number;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      status: number;
    };
    DomainChoice: {
      /** Format: int64 */
      id: number;
      name: string;
      /** Format: int64 */
      productId: number;
      productName: string;
      /**
       * Format: int64
       * @description 1 when the product is published.
       */
      productStatus: number;
    };
    DomainItem: {
      appKey?: string | null;
      appSecret?: string | null;
      /**
       * Format: int64
       * @description Present to keep an existing service (help documents and orders refer to it).
       */
      id?: number | null;
      /**
       * Format: int64
       * @description 0 one-time code (default), 1 token, 2 direct.
       */
      internal?: number | null;
      name: string;
      productVersionVoList?: components["schemas"]["VersionItem"][];
      serverUrl?: string | null;
      serviceName?: string;
    };
    EnableForm: {
      enabled: boolean;
      /** Format: int64 */
      id: number;
    };
    EnumEntry: {
      label: string;
      value: string;
    };
    EsignChoiceForm: {
      /** @description True to open the e-signature service, false to decline. */
      open: boolean;
    };
    EsignStatus: {
      /** @description Whether this deployment has an e-signature provider. */
      available: boolean;
      /** @description fadada or cfca, once opened. */
      channel?: string | null;
      companyCertified: boolean;
      openTime?: string | null;
      /** @description Whether the company opened the e-signature service. */
      opened: boolean;
      personCertified: boolean;
    };
    ExchangeForm: {
      appKey: string;
      code: string;
      nonce: string;
      /** @description Lowercase hex HMAC-SHA256, keyed with the appSecret, of `appKey\ncode\ntimestamp\nnonce`. */
      sign: string;
      /**
       * Format: int64
       * @description Unix seconds.
       */
      timestamp: number;
    };
    ExchangeRate: {
      /**
       * Format: int64
       * @description Yuan paid.
       */
      amount: number;
      description: string;
      /** Format: int64 */
      id: number;
      /**
       * Format: int64
       * @description Points credited for it.
       */
      points: number;
    };
    ExistReply: {
      companyExist: boolean;
      userExist: boolean;
    };
    Expert: {
      createTime: string;
      expertImg?: string | null;
      expertName: string;
      /** Format: int64 */
      id: number;
      linkName?: string | null;
      /** @description Masked in the middle unless the caller is logged in. */
      linkPhone?: string | null;
      /** @description Sanitised HTML. */
      professionalSkill: string;
      /** @description Short introduction (text). */
      profile: string;
      /** Format: int64 */
      sort: number;
      /** Format: int64 */
      status: number;
    };
    ExpertForm: {
      expertImg: string;
      expertName: string;
      /** Format: int64 */
      id?: number | null;
      linkName?: string | null;
      linkPhone?: string | null;
      /** @description HTML; sanitised when saved. */
      professionalSkill?: string;
      profile?: string;
      /** Format: int64 */
      sort?: number | null;
      /** Format: int64 */
      status?: number | null;
    };
    Expiring: {
      /**
       * Format: int64
       * @description Days left, the day under way counted (1 on the last day).
       */
      expireDays: number;
      /** Format: int64 */
      productDomainId: number;
      productDomainName: string;
      /**
       * Format: int64
       * @description Its product, whose purchase page renews it (立即续费).
       */
      productId: number;
    };
    FactoryVideo: {
      coverImg?: string | null;
      createTime: string;
      /** @description The duration as `mm:ss`. */
      duration: string;
      /** Format: int64 */
      durationSeconds: number;
      /** Format: int64 */
      id: number;
      name: string;
      sloganText: string;
      sloganTitle: string;
      /** @description The video's address. */
      sloganVideo: string;
      /** Format: int64 */
      sort: number;
      /** Format: int64 */
      status: number;
      /** Format: int64 */
      visitTimes: number;
    };
    FactoryVideoForm: {
      coverImg?: string | null;
      /**
       * Format: int64
       * @description Length of the video in seconds.
       */
      durationSeconds?: number;
      /** Format: int64 */
      id?: number | null;
      name: string;
      sloganText?: string;
      sloganTitle?: string;
      sloganVideo: string;
      /** Format: int64 */
      sort?: number | null;
      /** Format: int64 */
      status?: number | null;
    };
    Feedback: {
      contact?: string | null;
      content: string;
      createTime: string;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      userId?: number | null;
    };
    FeedbackForm: {
      /** @description Phone, mail or any way to reach the sender. */
      contact?: string | null;
      content: string;
    };
    FigureView: {
      /** @description True for a figure of how things stand now (today, week and month are that one value). */
      current: boolean;
      group: string;
      key: string;
      label: string;
      link?: string | null;
      /** Format: int64 */
      month: number;
      /** @description One value per day of `days` (empty for a current figure). */
      series: number[];
      /** Format: int64 */
      today: number;
      unit: components["schemas"]["Unit"];
      /** Format: int64 */
      week: number;
    };
    FlowEntry: {
      /** Format: int64 */
      balanceAfter: number;
      createTime?: string | null;
      /** Format: int64 */
      id: number;
      payTransactionNo?: string | null;
      /** Format: int64 */
      points: number;
      pointsStr: string;
      remark: string;
      type: string;
      typeName: string;
    };
    FollowForm: {
      /** @description What was agreed with the company or why it was closed (at most 200 characters); replaces the last note. */
      followNote?: string | null;
      /**
       * Format: int64
       * @description EnumFollowProgress value: 0 待跟进, 1 跟进中, 2 已完成, 3 已关闭.
       */
      followStatus: number;
      /** Format: int64 */
      id: number;
    };
    FunctionItem: {
      description?: string;
      functionIcon?: string | null;
      multimediaUrl?: string | null;
      title: string;
    };
    GrantForm: {
      menuKeys: string[];
      /** Format: int64 */
      userId: number;
    };
    GrantableMenu: {
      key: string;
      /** @description What a sub-account granted it may and may not do (合同管理: signing stays with the main account). */
      note?: string | null;
      parentTitle?: string | null;
      title: string;
    };
    /** @enum {string} */
    Health: "ok" | "degraded" | "down" | "off";
    HealthReport: {
      /** Format: int64 */
      checkedAt: number;
      checks: components["schemas"]["Check"][];
    };
    HelpDoc: {
      /** @description Sanitised HTML. */
      content: string;
      createTime: string;
      /** Format: int64 */
      id: number;
      label: string;
      linkParam?: string | null;
      /** Format: int64 */
      productDomainId?: number | null;
      productDomainName?: string | null;
      /** Format: int64 */
      sort: number;
      /** Format: int64 */
      status: number;
      title: string;
      updateTime: string;
    };
    HelpDocForm: {
      /** @description HTML; sanitised when saved. */
      content: string;
      /** Format: int64 */
      id?: number | null;
      label?: string;
      linkParam?: string | null;
      /**
       * Format: int64
       * @description The product service (domain) the document belongs to.
       */
      productDomainId: number;
      /** Format: int64 */
      sort?: number | null;
      /** Format: int64 */
      status?: number | null;
      title: string;
    };
    /** @description A help document in a list: no content. */
    HelpDocItem: {
      createTime: string;
      /** Format: int64 */
      id: number;
      label: string;
      linkParam?: string | null;
      /** Format: int64 */
      productDomainId?: number | null;
      productDomainName?: string | null;
      title: string;
      updateTime: string;
    };
    HelpDomain: {
      /** Format: int64 */
      helpDocCount: number;
      /**
       * Format: int64
       * @description The product service (domain) id.
       */
      id: number;
      name: string;
      /** @description Same as `name`. */
      productDomainName: string;
      /** Format: int64 */
      productId: number;
      productName: string;
    };
    HotItem: {
      icon?: string | null;
      /** Format: int64 */
      id: number;
      productName: string;
      /** Format: int64 */
      templateType: number;
    };
    IdCardOcr: {
      idCard: string;
      idCardPhoto: string;
      idCardPhotoUrl: string;
      message: string;
      realName: string;
    };
    Invitation: {
      companyName: string;
      expireTime?: string | null;
      inviteUrl: string;
      /** @description PNG data URL of the QR code for `invite_url` (downloadable). */
      qrCode: string;
    };
    InviteInfo: {
      /** Format: int64 */
      companyId: number;
      /**
       * @description In full: a person deciding whether to join must know which company asks (a company's
       * registered name is public); the link is signed by that company and expires.
       */
      companyName: string;
    };
    Invoice: {
      /** @description Yuan, like an order's `totalPrice`. */
      amount: string;
      bankAccount: string;
      bankName?: string | null;
      companyAddress?: string | null;
      /** Format: int64 */
      companyId: number;
      createTime?: string | null;
      /** Format: int64 */
      id: number;
      /** @description The request's number (FP…), not the tax invoice's. */
      invoiceNo: string;
      /** @description normal or special */
      invoiceType: string;
      /** @description 普通发票 or 增值税专用发票 */
      invoiceTypeName: string;
      issueDate?: string | null;
      mobile?: string | null;
      /** @description The tax invoice's number and date (YYYY-MM-DD) once issued; its PDF through `file`. */
      number?: string | null;
      orders: components["schemas"]["InvoiceLine"][];
      redDate?: string | null;
      redNumber?: string | null;
      rejectReason?: string | null;
      remark?: string | null;
      /** @description The red-letter invoice that reversed it, and why. */
      reverseReason?: string | null;
      /** @description requested, issued, rejected or reversed */
      status: string;
      /** @description 开票中, 已开票, 已驳回 or 已红冲 */
      statusName: string;
      taxIdNumber: string;
      /** @description The header as it was when asked for. */
      title: string;
      updateTime?: string | null;
    };
    /** @description The multipart body of issuing or reversing an invoice (for the API document). */
    InvoiceFileForm: {
      /** @description Its date, YYYY-MM-DD: not before the request, not after today. */
      date: string;
      /**
       * Format: binary
       * @description The e-invoice PDF (at most 5 MB).
       */
      file: string;
      /**
       * Format: int64
       * @description The invoice's id.
       */
      id: number;
      /** @description The tax invoice's number: 8 digits, or 20 for a fully digital (全电) invoice. */
      number: string;
      /** @description Why it is reversed (reversing only, at most 80 characters). */
      reason?: string | null;
    };
    InvoiceForm: {
      bankAccount: string;
      bankName?: string | null;
      companyAddress?: string | null;
      companyName: string;
      /** Format: int64 */
      id?: number | null;
      mobile?: string | null;
      taxIdNumber: string;
    };
    InvoiceHeader: {
      bankAccount: string;
      bankName?: string | null;
      companyAddress?: string | null;
      /** Format: int64 */
      companyId: number;
      /** @description The invoice title. */
      companyName: string;
      createTime?: string | null;
      /** Format: int64 */
      id: number;
      mobile?: string | null;
      /** Format: int64 */
      status: number;
      taxIdNumber: string;
    };
    /** @description An order an invoice covers. */
    InvoiceLine: {
      /** @description Yuan invoiced for the order (paid less refunded when asked). */
      amount: string;
      /** Format: int64 */
      orderId: number;
      orderNo: string;
      productName: string;
    };
    InvoiceRejectForm: {
      /** Format: int64 */
      id: number;
      /** @description 1 to 80 characters, shown to the requester. */
      reason: string;
    };
    InvoiceRequestForm: {
      /**
       * Format: int64
       * @description One paid order (the spec's field); or `orderIds` for several.
       */
      id?: number | null;
      /**
       * Format: int64
       * @description One of the company's invoice headers in use.
       */
      invoiceHeaderId: number;
      /** @description normal (普通发票, the default) or special (增值税专用发票: needs a complete header). */
      invoiceType?: string | null;
      /** @description Paid orders of the company to put on one invoice (at most 50). */
      orderIds?: number[] | null;
      /** @description A note for the operators (at most 200 characters). */
      remark?: string | null;
    };
    JobView: {
      /** Format: int64 */
      everySeconds: number;
      lastError?: string | null;
      /** Format: int64 */
      lastFailure?: number | null;
      /**
       * Format: int64
       * @description Epoch ms; null for a job that has not run yet.
       */
      lastRun?: number | null;
      name: string;
      /**
       * Format: int64
       * @description When it is due next (it runs on the first tick after).
       */
      nextRun?: number | null;
    };
    JoinRequest: {
      createTime?: string | null;
      /** Format: int64 */
      id: number;
      mobile?: string | null;
      realName?: string | null;
      /** Format: int64 */
      userId: number;
    };
    LaunchPlugin: {
      appKey: string;
      createTime?: string | null;
      enabled: boolean;
      /** Format: int64 */
      id: number;
      /** @description A partner's version waiting for review (decided in 应用审核). */
      pending: boolean;
      permissions: string[];
      sha256: string;
      /** Format: int64 */
      size: number;
      /** Format: int64 */
      version: number;
    };
    LeaveMessage: {
      companyName?: string | null;
      content: string;
      createTime: string;
      email?: string | null;
      /** Format: int64 */
      id: number;
      linkman: string;
      /**
       * Format: int64
       * @description 0 new, 1 handled.
       */
      status: number;
      telephone: string;
      /**
       * Format: int64
       * @description 1 contact us, 2 AI demand.
       */
      type: number;
      /** Format: int64 */
      userId?: number | null;
    };
    /** @description A leave message: `type` 1 with the contact fields, 2 with the AI demand fields. */
    LeaveMessageForm: {
      /** @description Type 2 only, required there. */
      companyName?: string | null;
      content: string;
      /** @description Required for type 1. */
      email?: string | null;
      linkman: string;
      /** @description Type 2 only. */
      smsCode?: string | null;
      telephone: string;
      /**
       * Format: int64
       * @description 1 contact us, 2 AI demand.
       */
      type: number;
    };
    LicenceOcr: {
      artificialPerson: string;
      companyAddress: string;
      companyName: string;
      licenseNumber: string;
      /** @description The stored image's key, to submit with the form. */
      licensePhoto: string;
      licensePhotoUrl: string;
      mainProduct: string;
      message: string;
    };
    LoginForm: {
      password: string;
      /** @description Login name or mobile number. */
      username: string;
    };
    LoginReply: {
      token: string;
      /** Format: int64 */
      userId: number;
    };
    MadeCredential: {
      appKey: string;
      /** @description Shown in this answer only. */
      appSecret: string;
      /** @description Whether an older secret was retired to keep two active. */
      retired: boolean;
    };
    MailForm: {
      code: string;
      mail: string;
    };
    Member: {
      createTime?: string | null;
      deptName?: string | null;
      mobile?: string | null;
      postName?: string | null;
      realName?: string | null;
      /** Format: int64 */
      status: number;
      statusName: string;
      /** Format: int64 */
      userId: number;
      userName: string;
      /** Format: int64 */
      userType: number;
      userTypeName: string;
    };
    MenuMeta: {
      activeMenu?: string | null;
      affix: boolean;
      breadcrumb: boolean;
      icon: string;
      noCache: boolean;
      title: string;
    };
    MenuNode: {
      alwaysShow: boolean;
      children: components["schemas"]["MenuNode"][];
      component: string;
      hidden: boolean;
      id: string;
      meta: components["schemas"]["MenuMeta"];
      name: string;
      parentId: string;
      path: string;
      redirect?: string | null;
    };
    MenuView: {
      path: string;
      title: string;
    };
    Message: {
      applicationName?: string | null;
      content: string;
      /** Format: int64 */
      messageId: number;
      /** @description `YYYY-MM-DD HH:MM:SS`, or only the date when the time is midnight. */
      publishTime: string;
      /**
       * Format: int64
       * @description 0 unread, 1 read.
       */
      state: number;
      title: string;
      /** @description A platform path (or an http/https address) opened in a new tab. */
      toUrl?: string | null;
    };
    MessageIds: {
      /** @description Mark every message of the caller read (全部已读); only for batchAcceptMessage. */
      all?: boolean;
      /** @description The messages to change; ids of other users' messages change nothing. */
      messageIds?: number[];
    };
    MigrationView: {
      /** @description False for one in the code but not (or not successfully) applied to this database. */
      applied: boolean;
      description: string;
      /** Format: int64 */
      version: number;
    };
    ModuleView: {
      jobs: components["schemas"]["JobView"][];
      menus: components["schemas"]["MenuView"][];
      migrations: components["schemas"]["MigrationView"][];
      name: string;
      title: string;
      version: string;
    };
    Modules: {
      modules: components["schemas"]["ModuleView"][];
      profile: string;
      /** @description The platform binary's version. */
      version: string;
    };
    /** @description The caller's company and its partner application. */
    MyPartnerApplication: {
      application?: null | components["schemas"]["PartnerApplication"];
      /** @description Whether the company is a partner (an application was approved). */
      partner: boolean;
    };
    NoticeSaved: {
      /** Format: int64 */
      id: number;
    };
    NoticeStatusForm: {
      /** Format: int64 */
      id: number;
      /**
       * Format: int64
       * @description 1 publish, 0 withdraw.
       */
      status: number;
    };
    /** @description An API as its partner and the operators see it: what is saved and what calls reach. */
    OpenApi: {
      apiCode: string;
      /** Format: int64 */
      appId: number;
      appName: string;
      /** @description The partner's company (empty for the platform's own apps). */
      companyName: string;
      createTime?: string | null;
      /** Format: int64 */
      dailyQuota: number;
      /** @description Markdown. */
      doc: string;
      /** @description The document as cleaned HTML. */
      docHtml: string;
      enabled: boolean;
      /** Format: int64 */
      id: number;
      method: string;
      name: string;
      path: string;
      /** @description A change waits for review. */
      pending: boolean;
      /** Format: int64 */
      price: number;
      /** Format: int64 */
      rateLimit: number;
      /** @description Why the last change was rejected. */
      reason?: string | null;
      /** @description What calls reach now (null until first approved). */
      reviewedMethod?: string | null;
      reviewedPath?: string | null;
      reviewedUpstream?: string | null;
      /** @description 待审核, 已发布, 已驳回, 已下线 */
      statusName: string;
      updateTime?: string | null;
      upstream: string;
    };
    OpenApiForm: {
      apiCode: string;
      /** Format: int64 */
      appId: number;
      /**
       * Format: int64
       * @description Calls per day for one company; 0: no quota.
       */
      dailyQuota: number;
      /** @description Markdown: request, response, examples, error codes. */
      doc?: string;
      /**
       * Format: int64
       * @description Present when changing an API.
       */
      id?: number | null;
      method: string;
      name: string;
      /** @description The path at the upstream, from `/`. */
      path: string;
      /**
       * Format: int64
       * @description Points per call; 0: free.
       */
      price: number;
      /**
       * Format: int64
       * @description Calls per minute for one company.
       */
      rateLimit: number;
      /** @description http(s)://host[:port][/base], or a sandbox path in dev and test. */
      upstream: string;
    };
    OpenForm: {
      /** @description A service by its app key (the 基础数据 and 组织配置 menus). */
      appKey?: string | null;
      /**
       * Format: int64
       * @description One of the company's own services.
       */
      customId?: number | null;
      /**
       * Format: int64
       * @description A product service (bought or free).
       */
      productDomainId?: number | null;
      /**
       * Format: int64
       * @description A product: its first service.
       */
      productId?: number | null;
    };
    OpenIdLoginForm: {
      openId: string;
    };
    /** @description What an app may know of the person who opened it. */
    Opener: {
      /** Format: int64 */
      companyId: number;
      companyName: string;
      realName: string;
      /** Format: int64 */
      userId: number;
    };
    Opening: {
      /**
       * Format: int64
       * @description 0 code, 1 token, 2 direct; 3 the workbench itself.
       */
      internal: number;
      newWindow: boolean;
      /** @description Where the browser goes (a new tab for apps, `/home` for channel type 1). */
      url: string;
    };
    OperationButton: {
      /** @description Shown when true. */
      checked: boolean;
      /**
       * Format: int64
       * @description Position among the buttons.
       */
      index: number;
      /** @description The button's text, e.g. 立即购买. */
      name: string;
    };
    /** @description An order as the screens show it (spec section 3): money in yuan, times in Shanghai. */
    Order: {
      activeEndTime?: string | null;
      activeStartTime?: string | null;
      companyName: string;
      createTime?: string | null;
      /**
       * Format: int64
       * @description When an unpaid order closes (create time plus 30 minutes), epoch ms, for the countdown.
       */
      expireTime: number;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      invoiceHeaderId?: number | null;
      /**
       * Format: int64
       * @description The latest invoice asked for the order.
       */
      invoiceId?: number | null;
      /**
       * Format: int64
       * @description 0 未开票, 1 开票中, 2 已开票, 3 已驳回, 4 已红冲 (EnumInvoiceStatus)
       */
      invoiceStatus: number;
      invoiceStatusName: string;
      /**
       * Format: int64
       * @description The server's clock when this reply was made, epoch ms, so a wrong client clock does not skew the countdown.
       */
      now: number;
      orderDetailsBos?: components["schemas"]["OrderDetail"][] | null;
      orderNo: string;
      /** @description hold, success, cancel or refunded */
      payStatus: string;
      /** @description 待支付, 已支付, 已取消, 部分退款 or 已退款 */
      payStatusName: string;
      payTime?: string | null;
      productIcon?: string | null;
      /** Format: int64 */
      productId: number;
      productName: string;
      productSlogan: string;
      /** @description The term's label (1年, 2年, ...). */
      productTerm: string;
      /** @description The order's refunds, newest first (with the details only). */
      refundList?: components["schemas"]["RefundRecord"][] | null;
      /** @description Yuan returned by refunds that succeeded. */
      refundedAmount: string;
      /**
       * Format: int64
       * @description The term in years.
       */
      term: number;
      totalPrice: string;
      /** Format: int64 */
      versionId: number;
      versionName: string;
      versionPrice: string;
    };
    OrderDetail: {
      /** Format: int64 */
      id: number;
      /** @description {appKey, applicationId, applicationName, serviceName, functions, versionId, versionName, versionPrice, termLabel, expirationDate} */
      objectJson: Record<string, never>;
      price: string;
      /** @description {id, slogan, icon, name, categoryName} */
      productJson: Record<string, never>;
    };
    OtherPlatformForm: {
      companyName: string;
      mobile: string;
      password: string;
      realName: string;
    };
    OutboxMessage: {
      content: string;
      /** Format: int64 */
      createdAt: number;
      /** Format: int64 */
      id: number;
      recipient: string;
    };
    OwnApp: {
      /** Format: int64 */
      id: number;
      name: string;
    };
    Package: {
      /** Format: int64 */
      bonusPoints: number;
      /** Format: int64 */
      id: number;
      /**
       * Format: int64
       * @description Yuan, as a number.
       */
      originalAmount: number;
      originalAmountStr: string;
    };
    Page_AccountInfo: {
      rows: ({
          /** @description The company's name. */
          accountName: string;
          accountNo: string;
          /** @description normal or frozen */
          accountStatus: string;
          accountStatusName: string;
          /** @description Whether the company is certified (the page shows the badge or the go-certify hint). */
          certificated: boolean;
          createTime?: string | null;
          /** @description Whether the account password has been set. */
          hasPassword: boolean;
          /** Format: int64 */
          integralAmount: number;
          integralAmountStr: string;
          /** @description Who last froze or unfroze it, and when. */
          statusByName?: string | null;
          /** @description Why it is frozen (none once unfrozen). */
          statusReason?: string | null;
          statusTime?: string | null;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_Address: {
      rows: ({
          createTime?: string | null;
          detailAddress: string;
          /** Format: int64 */
          id: number;
          linkName: string;
          mobile?: string | null;
          platformName: string;
          /** Format: int64 */
          type: number;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_Affiliation: {
      rows: ({
          createTime?: string | null;
          lastLoginTime?: string | null;
          mobile?: string | null;
          realName?: string | null;
          /** Format: int64 */
          status: number;
          statusName: string;
          /** Format: int64 */
          userId: number;
          userName: string;
          /** Format: int64 */
          userType: number;
          userTypeName: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_ApplicationScene: {
      rows: ({
          description: string;
          icon?: string | null;
          /** Format: int64 */
          id: number;
          img?: string | null;
          /** Format: int64 */
          sort: number;
          /** Format: int64 */
          status: number;
          title: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_AuditView: {
      rows: (components["schemas"]["Row"] & ({
          kindName: string;
          time?: string | null;
        }))[];
      /** Format: int64 */
      total: number;
    };
    Page_Banner: {
      rows: ({
          /**
           * Format: int64
           * @description 40 for this platform's pages.
           */
          applicationType: number;
          bannerImg: string;
          channelName: string;
          content: string;
          firstLevelTitle: string;
          /** Format: int64 */
          id: number;
          link?: string | null;
          secondLevelTitle: string;
          /** Format: int64 */
          sort: number;
          /** Format: int64 */
          status: number;
          /** @description `WEB`. */
          type: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_Call: {
      rows: ({
          apiCode: string;
          /** @description As text: call ids are 53-bit and some readers round larger numbers. */
          callId: string;
          clientIp?: string | null;
          createTime?: string | null;
          /** Format: int64 */
          errorCode?: number | null;
          /** Format: int64 */
          latencyMs: number;
          outcome: string;
          outcomeName: string;
          /**
           * Format: int64
           * @description Points charged.
           */
          points: number;
          /**
           * Format: int64
           * @description The upstream's HTTP status, or the refusal's.
           */
          status: number;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_ChannelAdmin: {
      rows: {
          createTime: string;
          /** Format: int64 */
          id: number;
          name: string;
          path: string;
          /** Format: int64 */
          sort: number;
          /** Format: int64 */
          status: number;
        }[];
      /** Format: int64 */
      total: number;
    };
    Page_CompanyMember: {
      rows: ({
          /** @description When the person joined the company. */
          joinTime?: string | null;
          /** @description Masked in the middle (spec section 9). */
          mobile?: string | null;
          nickName?: string | null;
          realName?: string | null;
          /**
           * Format: int64
           * @description 1 active; 0 when the account is frozen or its membership in this company suspended.
           */
          status: number;
          statusName: string;
          /** Format: int64 */
          userId: number;
          userName: string;
          /**
           * Format: int64
           * @description 0 main account, 1 sub-account.
           */
          userType: number;
          userTypeName: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_CompanyNotice: {
      rows: ({
          /** @description When it was published. */
          auditTime?: string | null;
          coverImg?: string | null;
          createTime: string;
          /** Format: int64 */
          id: number;
          /**
           * Format: int64
           * @description 1 published, 0 draft.
           */
          issueStatus: number;
          /** @description Sanitised HTML. */
          msgText: string;
          /** @description `companyNotice` (公司公告) or `companyExpress` (公司快讯). */
          noticeType: string;
          noticeTypeName: string;
          /**
           * Format: int64
           * @description 1 enabled, 0 disabled.
           */
          status: number;
          title: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_CompanyView: {
      rows: ({
          /** Format: int64 */
          certificated: number;
          certifiedTime?: string | null;
          city?: string | null;
          companyAddress?: string | null;
          companyCode: string;
          companyName: string;
          companySimpleName?: string | null;
          createTime?: string | null;
          district?: string | null;
          /** Format: int64 */
          id: number;
          industry?: string | null;
          /** @description The key of the current licence image (the company's own view only), sent back unchanged when editing. */
          licensePhoto?: string | null;
          /** @description Where that licence image is served (the company and operators only). */
          licensePhotoUrl?: string | null;
          linkman?: string | null;
          logo?: string | null;
          mainProduct?: string | null;
          /** @description Masked in the middle (spec section 9). */
          mobile?: string | null;
          platformName: string;
          province?: string | null;
          reviewNote?: string | null;
          /** Format: int64 */
          reviewStatus: number;
          reviewStatusName: string;
          reviewTime?: string | null;
          socialCode?: string | null;
          updateTime?: string | null;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_ContractView: {
      rows: ({
          /** @description fadada or cfca. */
          channel: string;
          contractNo: string;
          createTime?: string | null;
          /** Format: int64 */
          id: number;
          partyB: string;
          referenceNo: string;
          /** @description Hex sha256 of the signed PDF. */
          sha256?: string | null;
          signedTime?: string | null;
          /**
           * Format: int64
           * @description 0 to sign, 1 signed.
           */
          status: number;
          statusName: string;
          title: string;
          total: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_CooperationCase: {
      rows: ({
          description: string;
          /** Format: int64 */
          id: number;
          img?: string | null;
          /** Format: int64 */
          sort: number;
          /** Format: int64 */
          status: number;
          title: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_Declaration: {
      rows: ({
          applicationType?: string | null;
          /** Format: int64 */
          applicationVersionId?: number | null;
          applyRemark?: string | null;
          /** Format: int64 */
          companyId: number;
          companyName: string;
          contactAddress?: string | null;
          contactNumber?: string | null;
          contactPerson?: string | null;
          createTime?: string | null;
          /** @description The operators' note on the latest follow-up. */
          followNote?: string | null;
          /** Format: int64 */
          followStatus: number;
          followStatusName: string;
          /** @description When the follow status last moved. */
          followTime?: string | null;
          /** Format: int64 */
          id: number;
          mainProduct?: string | null;
          objectJson?: string | null;
          platformType: string;
          platformTypeName?: string | null;
          /** Format: int64 */
          productId?: number | null;
          productJson?: string | null;
          productName: string;
          reference?: string | null;
          /** Format: int64 */
          userId: number;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_Expert: {
      rows: ({
          createTime: string;
          expertImg?: string | null;
          expertName: string;
          /** Format: int64 */
          id: number;
          linkName?: string | null;
          /** @description Masked in the middle unless the caller is logged in. */
          linkPhone?: string | null;
          /** @description Sanitised HTML. */
          professionalSkill: string;
          /** @description Short introduction (text). */
          profile: string;
          /** Format: int64 */
          sort: number;
          /** Format: int64 */
          status: number;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_FactoryVideo: {
      rows: ({
          coverImg?: string | null;
          createTime: string;
          /** @description The duration as `mm:ss`. */
          duration: string;
          /** Format: int64 */
          durationSeconds: number;
          /** Format: int64 */
          id: number;
          name: string;
          sloganText: string;
          sloganTitle: string;
          /** @description The video's address. */
          sloganVideo: string;
          /** Format: int64 */
          sort: number;
          /** Format: int64 */
          status: number;
          /** Format: int64 */
          visitTimes: number;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_Feedback: {
      rows: ({
          contact?: string | null;
          content: string;
          createTime: string;
          /** Format: int64 */
          id: number;
          /** Format: int64 */
          userId?: number | null;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_FlowEntry: {
      rows: ({
          /** Format: int64 */
          balanceAfter: number;
          createTime?: string | null;
          /** Format: int64 */
          id: number;
          payTransactionNo?: string | null;
          /** Format: int64 */
          points: number;
          pointsStr: string;
          remark: string;
          type: string;
          typeName: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_HelpDoc: {
      rows: ({
          /** @description Sanitised HTML. */
          content: string;
          createTime: string;
          /** Format: int64 */
          id: number;
          label: string;
          linkParam?: string | null;
          /** Format: int64 */
          productDomainId?: number | null;
          productDomainName?: string | null;
          /** Format: int64 */
          sort: number;
          /** Format: int64 */
          status: number;
          title: string;
          updateTime: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_HelpDocItem: {
      rows: ({
          createTime: string;
          /** Format: int64 */
          id: number;
          label: string;
          linkParam?: string | null;
          /** Format: int64 */
          productDomainId?: number | null;
          productDomainName?: string | null;
          title: string;
          updateTime: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_Invoice: {
      rows: ({
          /** @description Yuan, like an order's `totalPrice`. */
          amount: string;
          bankAccount: string;
          bankName?: string | null;
          companyAddress?: string | null;
          /** Format: int64 */
          companyId: number;
          createTime?: string | null;
          /** Format: int64 */
          id: number;
          /** @description The request's number (FP…), not the tax invoice's. */
          invoiceNo: string;
          /** @description normal or special */
          invoiceType: string;
          /** @description 普通发票 or 增值税专用发票 */
          invoiceTypeName: string;
          issueDate?: string | null;
          mobile?: string | null;
          /** @description The tax invoice's number and date (YYYY-MM-DD) once issued; its PDF through `file`. */
          number?: string | null;
          orders: components["schemas"]["InvoiceLine"][];
          redDate?: string | null;
          redNumber?: string | null;
          rejectReason?: string | null;
          remark?: string | null;
          /** @description The red-letter invoice that reversed it, and why. */
          reverseReason?: string | null;
          /** @description requested, issued, rejected or reversed */
          status: string;
          /** @description 开票中, 已开票, 已驳回 or 已红冲 */
          statusName: string;
          taxIdNumber: string;
          /** @description The header as it was when asked for. */
          title: string;
          updateTime?: string | null;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_InvoiceHeader: {
      rows: ({
          bankAccount: string;
          bankName?: string | null;
          companyAddress?: string | null;
          /** Format: int64 */
          companyId: number;
          /** @description The invoice title. */
          companyName: string;
          createTime?: string | null;
          /** Format: int64 */
          id: number;
          mobile?: string | null;
          /** Format: int64 */
          status: number;
          taxIdNumber: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_LeaveMessage: {
      rows: ({
          companyName?: string | null;
          content: string;
          createTime: string;
          email?: string | null;
          /** Format: int64 */
          id: number;
          linkman: string;
          /**
           * Format: int64
           * @description 0 new, 1 handled.
           */
          status: number;
          telephone: string;
          /**
           * Format: int64
           * @description 1 contact us, 2 AI demand.
           */
          type: number;
          /** Format: int64 */
          userId?: number | null;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_Message: {
      rows: ({
          applicationName?: string | null;
          content: string;
          /** Format: int64 */
          messageId: number;
          /** @description `YYYY-MM-DD HH:MM:SS`, or only the date when the time is midnight. */
          publishTime: string;
          /**
           * Format: int64
           * @description 0 unread, 1 read.
           */
          state: number;
          title: string;
          /** @description A platform path (or an http/https address) opened in a new tab. */
          toUrl?: string | null;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_OpenApi: {
      rows: ({
          apiCode: string;
          /** Format: int64 */
          appId: number;
          appName: string;
          /** @description The partner's company (empty for the platform's own apps). */
          companyName: string;
          createTime?: string | null;
          /** Format: int64 */
          dailyQuota: number;
          /** @description Markdown. */
          doc: string;
          /** @description The document as cleaned HTML. */
          docHtml: string;
          enabled: boolean;
          /** Format: int64 */
          id: number;
          method: string;
          name: string;
          path: string;
          /** @description A change waits for review. */
          pending: boolean;
          /** Format: int64 */
          price: number;
          /** Format: int64 */
          rateLimit: number;
          /** @description Why the last change was rejected. */
          reason?: string | null;
          /** @description What calls reach now (null until first approved). */
          reviewedMethod?: string | null;
          reviewedPath?: string | null;
          reviewedUpstream?: string | null;
          /** @description 待审核, 已发布, 已驳回, 已下线 */
          statusName: string;
          updateTime?: string | null;
          upstream: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_Order: {
      rows: ({
          activeEndTime?: string | null;
          activeStartTime?: string | null;
          companyName: string;
          createTime?: string | null;
          /**
           * Format: int64
           * @description When an unpaid order closes (create time plus 30 minutes), epoch ms, for the countdown.
           */
          expireTime: number;
          /** Format: int64 */
          id: number;
          /** Format: int64 */
          invoiceHeaderId?: number | null;
          /**
           * Format: int64
           * @description The latest invoice asked for the order.
           */
          invoiceId?: number | null;
          /**
           * Format: int64
           * @description 0 未开票, 1 开票中, 2 已开票, 3 已驳回, 4 已红冲 (EnumInvoiceStatus)
           */
          invoiceStatus: number;
          invoiceStatusName: string;
          /**
           * Format: int64
           * @description The server's clock when this reply was made, epoch ms, so a wrong client clock does not skew the countdown.
           */
          now: number;
          orderDetailsBos?: components["schemas"]["OrderDetail"][] | null;
          orderNo: string;
          /** @description hold, success, cancel or refunded */
          payStatus: string;
          /** @description 待支付, 已支付, 已取消, 部分退款 or 已退款 */
          payStatusName: string;
          payTime?: string | null;
          productIcon?: string | null;
          /** Format: int64 */
          productId: number;
          productName: string;
          productSlogan: string;
          /** @description The term's label (1年, 2年, ...). */
          productTerm: string;
          /** @description The order's refunds, newest first (with the details only). */
          refundList?: components["schemas"]["RefundRecord"][] | null;
          /** @description Yuan returned by refunds that succeeded. */
          refundedAmount: string;
          /**
           * Format: int64
           * @description The term in years.
           */
          term: number;
          totalPrice: string;
          /** Format: int64 */
          versionId: number;
          versionName: string;
          versionPrice: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_PartnerApp: {
      rows: ({
          appKey: string;
          /** @description The back-channel logout address as saved, and as approved. */
          backchannelLogoutUri?: string | null;
          /** Format: int64 */
          categoryId: number;
          categoryName: string;
          /** Format: int64 */
          companyId: number;
          companyName: string;
          createTime?: string | null;
          /** Format: int64 */
          defaultUsageTime?: number | null;
          description: string;
          icon: string;
          /** Format: int64 */
          id: number;
          /** @description How its ID and logout tokens are signed: RS256 or ES256. */
          idTokenAlg: string;
          /** Format: int64 */
          internal: number;
          isAi: boolean;
          isFree: boolean;
          name: string;
          pendingRule?: null | components["schemas"]["RuleVersion"];
          /**
           * Format: int64
           * @description The market product it is published as.
           */
          productId: number;
          /** @description A public client (no secret, PKCE required), as saved and as approved. */
          publicClient: boolean;
          reason?: string | null;
          /** @description OpenID Connect redirect URIs as saved. */
          redirectUris: string[];
          reviewTime?: string | null;
          reviewedBackchannelLogoutUri?: string | null;
          reviewedPublicClient: boolean;
          /** @description As the operators approved them (what the provider accepts). */
          reviewedRedirectUris: string[];
          /** @description The service address as last approved (what holders open); none before the first approval. */
          reviewedServerUrl?: string | null;
          reviewedWebOrigins: string[];
          reviewerName?: string | null;
          rule?: null | components["schemas"]["RuleVersion"];
          /** @description A launch rule waits for an operator's review. */
          rulePending: boolean;
          serverUrl: string;
          slogan: string;
          /**
           * Format: int64
           * @description 0 未提交, 1 审核中, 2 已上架, 3 已驳回, 4 已下架.
           */
          status: number;
          statusName: string;
          updateTime?: string | null;
          versions: components["schemas"]["PartnerAppVersion"][];
          /** @description Web origins allowed to call the provider from pages, as saved and as approved. */
          webOrigins: string[];
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_PartnerApplication: {
      rows: ({
          /** Format: int64 */
          companyId: number;
          companyName: string;
          /** Format: int64 */
          cooperationType: number;
          cooperationTypeName: string;
          createTime?: string | null;
          /** Format: int64 */
          id: number;
          introduction: string;
          linkman: string;
          logo: string;
          mobile: string;
          publicityImgArr: string[];
          reason?: string | null;
          reviewTime?: string | null;
          reviewerName?: string | null;
          /**
           * Format: int64
           * @description 0 待审核, 1 已通过, 2 已驳回.
           */
          status: number;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_PaymentDifference: {
      rows: ({
          billDate?: string | null;
          createTime?: string | null;
          detail: string;
          /** Format: int64 */
          id: number;
          /** @description missing_here, missing_there, amount or unknown */
          kind: string;
          kindName: string;
          /** @description Yuan. */
          ourAmount?: string | null;
          payTransactionNo: string;
          refundNo?: string | null;
          /** @description settled or refunded when it was put right; empty when it needs a person. */
          resolution: string;
          theirAmount?: string | null;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_PaymentRecord: {
      rows: ({
          amountStr: string;
          createTime?: string | null;
          goodsName: string;
          orderAmountStr: string;
          /**
           * Format: int64
           * @description The purpose's row this pays for: the order (or the top-up).
           */
          orderId: number;
          payDescription: string;
          payMethod: string;
          payMethodStr: string;
          payStatus: string;
          payStatusStr: string;
          payTime?: string | null;
          payTransactionNo: string;
          /** @description order or topup */
          purpose: string;
          /** @description payment, or refund (money going back: its number is the refund's, its amount below zero) */
          recordType: string;
          /** @description Yuan returned by refunds so far. */
          refundedAmountStr: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_ProductAdminRow: {
      rows: (components["schemas"]["ProductCard"] & {
          /** Format: int64 */
          online: number;
          /** Format: int64 */
          sort: number;
          /** Format: int64 */
          status: number;
          updateTime: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_ProductCategory: {
      rows: {
          createTime: string;
          /** Format: int64 */
          id: number;
          name: string;
          /** Format: int64 */
          sort: number;
          /** Format: int64 */
          status: number;
        }[];
      /** Format: int64 */
      total: number;
    };
    Page_Program: {
      rows: ({
          /** @description Comma-separated business tags. */
          business: string;
          /** @description The same tags as a list. */
          businessList: string[];
          /**
           * Format: int64
           * @description 5 solution, 6 programme.
           */
          categoryId: number;
          code?: string | null;
          createTime: string;
          /** @description Sanitised HTML. */
          description: string;
          /** Format: int64 */
          homeShow: number;
          /** @description The route key (e.g. `planFinance`) when set, else the number as text. */
          id: string;
          name: string;
          /**
           * Format: int64
           * @description The number, for the operators' API.
           */
          programId: number;
          programImage?: string | null;
          sceneList: components["schemas"]["ProgramScene"][];
          slogan: string;
          /** Format: int64 */
          sort: number;
          /** Format: int64 */
          status: number;
          updateTime: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_ReconciliationDay: {
      rows: ({
          /** @description YYYY-MM-DD (Beijing). */
          billDate: string;
          /** @description Why a run failed. */
          detail?: string | null;
          /** Format: int64 */
          differenceCount: number;
          /** Format: int64 */
          matchedCount: number;
          runTime?: string | null;
          /** @description running, matched, differences or failed */
          status: string;
          statusName: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_RefundRecord: {
      rows: ({
          /** @description Yuan, like `totalPrice`. */
          amount: string;
          createTime?: string | null;
          /** @description The gateway's word on a failed or abnormal refund. */
          detail?: string | null;
          /** @description operator or auto */
          kind: string;
          /**
           * Format: int64
           * @description The purpose's row: the order (or the top-up).
           */
          orderId: number;
          payTransactionNo: string;
          reason: string;
          refundNo: string;
          /** @description pending, processing, success, closed, abnormal or failed */
          status: string;
          statusName: string;
          successTime?: string | null;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_ReviewItem: {
      rows: ({
          /** Format: int64 */
          applicantId: number;
          applicantName?: string | null;
          artificialPerson?: string | null;
          /** Format: int64 */
          companyId?: number | null;
          companyName?: string | null;
          createTime?: string | null;
          /** Format: int64 */
          id: number;
          /** @description Masked in lists and details alike; the images carry the full number. */
          idCard?: string | null;
          idCardPhotoBackUrl?: string | null;
          idCardPhotoUrl?: string | null;
          kind: string;
          legalPersonPhotoUrl?: string | null;
          licenseNumber?: string | null;
          licensePhotoUrl?: string | null;
          linkman?: string | null;
          mainProduct?: string | null;
          mobile?: string | null;
          realName?: string | null;
          reviewNote?: string | null;
          reviewTime?: string | null;
          reviewerName?: string | null;
          /** @description Another company already certified with this unified social credit code (the detail says so before a decision). */
          socialCodeCertifiedBy?: string | null;
          /** Format: int64 */
          status: number;
          statusName: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_SearchHit: {
      rows: {
          /** @description Every word of the keyword is in it; otherwise it matched some of them only. */
          exact: boolean;
          /** @description The id the detail page takes (a solution may have a route key such as `planFinance`). */
          id: string;
          /** @description HTML: escaped text whose only markup is `<em>` around the matched words. */
          snippet: string;
          title: string;
          /** @description `product`, `program`, `helpDoc` or `notice`. */
          type: string;
          /** @description 产品, 解决方案, 帮助文档 or 公告. */
          typeName: string;
          /** @description The public page that shows the document. */
          url: string;
        }[];
      /** Format: int64 */
      total: number;
    };
    Page_ServicePlatform: {
      rows: ({
          description: string;
          /** Format: int64 */
          id: number;
          logoImage?: string | null;
          serverUrl?: string | null;
          servicePlatformName: string;
          /** Format: int64 */
          sort: number;
          /** Format: int64 */
          status: number;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_SignTask: {
      rows: ({
          /** Format: int64 */
          contractId: number;
          createTime?: string | null;
          /** Format: int64 */
          id: number;
          title: string;
          /** @description The workbench page where the contract is signed. */
          toUrl: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_Supplier: {
      rows: ({
          createTime: string;
          /** Format: int64 */
          id: number;
          /** @description Plain text, shown expandable. */
          introduction: string;
          logo?: string | null;
          /** @description Carousel pictures. */
          publicityImgArr: string[];
          /** Format: int64 */
          sort: number;
          /** Format: int64 */
          status: number;
          supplierName: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_SystemNotice: {
      rows: {
          /** @description When it was published. */
          auditTime: string;
          createTime: string;
          /** Format: int64 */
          id: number;
          /** @description Sanitised HTML. */
          msgText: string;
          /** Format: int64 */
          sort: number;
          /** Format: int64 */
          status: number;
          title: string;
        }[];
      /** Format: int64 */
      total: number;
    };
    Page_Task: {
      rows: ({
          createTime?: string | null;
          /** Format: int64 */
          id: number;
          /** @description join_request, contract, order_payment, certification_review, declaration_review, partner_review, partner_rule_review, invoice_request, lead. */
          kind: string;
          kindName: string;
          title: string;
          /** @description The workbench path that opens the work. */
          toUrl: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    Page_TopAdvertising: {
      rows: ({
          /** @description Background colour around the image, e.g. `#0b2a5b`. */
          colorValue: string;
          createTime: string;
          /** Format: int64 */
          id: number;
          link?: string | null;
          /** Format: int64 */
          status: number;
          title: string;
          /**
           * Format: int64
           * @description 1 the title is shown over the image.
           */
          titleStatus: number;
          topAdvertisingImg: string;
        })[];
      /** Format: int64 */
      total: number;
    };
    /** @description An app as its partner and the operators see it; never its secret. */
    PartnerApp: {
      appKey: string;
      /** @description The back-channel logout address as saved, and as approved. */
      backchannelLogoutUri?: string | null;
      /** Format: int64 */
      categoryId: number;
      categoryName: string;
      /** Format: int64 */
      companyId: number;
      companyName: string;
      createTime?: string | null;
      /** Format: int64 */
      defaultUsageTime?: number | null;
      description: string;
      icon: string;
      /** Format: int64 */
      id: number;
      /** @description How its ID and logout tokens are signed: RS256 or ES256. */
      idTokenAlg: string;
      /** Format: int64 */
      internal: number;
      isAi: boolean;
      isFree: boolean;
      name: string;
      pendingRule?: null | components["schemas"]["RuleVersion"];
      /**
       * Format: int64
       * @description The market product it is published as.
       */
      productId: number;
      /** @description A public client (no secret, PKCE required), as saved and as approved. */
      publicClient: boolean;
      reason?: string | null;
      /** @description OpenID Connect redirect URIs as saved. */
      redirectUris: string[];
      reviewTime?: string | null;
      reviewedBackchannelLogoutUri?: string | null;
      reviewedPublicClient: boolean;
      /** @description As the operators approved them (what the provider accepts). */
      reviewedRedirectUris: string[];
      /** @description The service address as last approved (what holders open); none before the first approval. */
      reviewedServerUrl?: string | null;
      reviewedWebOrigins: string[];
      reviewerName?: string | null;
      rule?: null | components["schemas"]["RuleVersion"];
      /** @description A launch rule waits for an operator's review. */
      rulePending: boolean;
      serverUrl: string;
      slogan: string;
      /**
       * Format: int64
       * @description 0 未提交, 1 审核中, 2 已上架, 3 已驳回, 4 已下架.
       */
      status: number;
      statusName: string;
      updateTime?: string | null;
      versions: components["schemas"]["PartnerAppVersion"][];
      /** @description Web origins allowed to call the provider from pages, as saved and as approved. */
      webOrigins: string[];
    };
    PartnerAppForm: {
      /** @description Where the app is told a person's platform session ended (OpenID Connect Back-Channel Logout): https, or a loopback address. */
      backchannelLogoutUri?: string | null;
      /** Format: int64 */
      categoryId: number;
      /**
       * Format: int64
       * @description Months a free app runs once added (1 to 120); absent or 0: no end.
       */
      defaultUsageTime?: number | null;
      description: string;
      /** @description An address the partner upload answered. */
      icon: string;
      /**
       * Format: int64
       * @description Present when editing.
       */
      id?: number | null;
      /** @description How the app's ID and logout tokens are signed: RS256 (the default every library expects) or ES256. */
      idTokenAlg?: string | null;
      /**
       * Format: int64
       * @description 0 a one-time code, 1 a token, 2 directly.
       */
      internal: number;
      /** @description Shown in the AI market rather than the product catalogue. */
      isAi?: boolean;
      isFree?: boolean;
      name: string;
      /** @description A single-page or mobile app that keeps no secret: it signs people in with PKCE and no client authentication. */
      publicClient?: boolean;
      /** @description Where the app receives OpenID Connect codes: up to 5, https (or http on a loopback address), no fragment. */
      redirectUris?: string[];
      /** @description http or https. */
      serverUrl: string;
      slogan: string;
      /** @description 1 to 5 versions; a free app without any gets one free version. */
      versions?: components["schemas"]["PartnerVersionForm"][];
      /** @description The web origins (https://host[:port]) whose pages may call the token, userinfo and revocation endpoints: up to 5. */
      webOrigins?: string[];
    };
    PartnerAppId: {
      /** Format: int64 */
      id: number;
    };
    /** @description An app's usage as its partner sees it. */
    PartnerAppStats: {
      lastRefusal?: null | components["schemas"]["RefusedLaunch"];
      /** @description Launches per day of the last 30 days (days without any are left out). */
      launches: components["schemas"]["DayLaunches"][];
      /** Format: int64 */
      orders: number;
      /** @description Yuan. */
      paidAmount: string;
      /** Format: int64 */
      paidOrders: number;
      /**
       * Format: int64
       * @description Companies holding it with a running term (the AI market's usingCompanyCount).
       */
      usingCompanyCount: number;
    };
    PartnerAppVersion: {
      functions: string[];
      /** Format: int64 */
      id: number;
      name: string;
      /** @description Yuan. */
      price: string;
    };
    /** @description An application as its company and the operators see it. */
    PartnerApplication: {
      /** Format: int64 */
      companyId: number;
      companyName: string;
      /** Format: int64 */
      cooperationType: number;
      cooperationTypeName: string;
      createTime?: string | null;
      /** Format: int64 */
      id: number;
      introduction: string;
      linkman: string;
      logo: string;
      mobile: string;
      publicityImgArr: string[];
      reason?: string | null;
      reviewTime?: string | null;
      reviewerName?: string | null;
      /**
       * Format: int64
       * @description 0 待审核, 1 已通过, 2 已驳回.
       */
      status: number;
    };
    PartnerApplyForm: {
      /**
       * Format: int64
       * @description 1 软件服务商, 2 智能硬件商, 3 解决方案商.
       */
      cooperationType: number;
      introduction: string;
      linkman: string;
      /** @description An address the partner upload answered. */
      logo: string;
      mobile: string;
      /** @description Up to 6 addresses the partner upload answered. */
      publicityImgArr?: string[];
    };
    PartnerReviewForm: {
      approve: boolean;
      /** Format: int64 */
      id: number;
      /** @description Required when rejecting. */
      reason?: string | null;
    };
    PartnerVersionForm: {
      functions?: string[];
      name: string;
      /**
       * Format: double
       * @description Yuan, at most two decimals; 0 only for a free app.
       */
      price: number;
    };
    Passed: {
      validate: string;
    };
    PasswordForm: {
      confirmPassword: string;
      password: string;
      /** @description The code sent to the caller's own mobile (sendAuthCode). */
      smsCode: string;
    };
    PayForm: {
      /** @description The points account's password, for "account". */
      accountPassword?: string | null;
      /** Format: int64 */
      orderId: number;
      /** @description "wechat" or "account" */
      payMethod: string;
    };
    PayReply: {
      amount: string;
      /** @description What the QR encodes (WeChat's code_url); empty for an account payment. */
      codeUrl: string;
      /**
       * Format: int64
       * @description When the payment closes, epoch ms.
       */
      expireTime: number;
      payStatus: string;
      payTransactionNo: string;
    };
    PaymentDifference: {
      billDate?: string | null;
      createTime?: string | null;
      detail: string;
      /** Format: int64 */
      id: number;
      /** @description missing_here, missing_there, amount or unknown */
      kind: string;
      kindName: string;
      /** @description Yuan. */
      ourAmount?: string | null;
      payTransactionNo: string;
      refundNo?: string | null;
      /** @description settled or refunded when it was put right; empty when it needs a person. */
      resolution: string;
      theirAmount?: string | null;
    };
    PaymentInfo: {
      amount: string;
      /** Format: int64 */
      orderId: number;
      /** @description hold, success, cancel or failed */
      payStatus: string;
      payTransactionNo: string;
    };
    /** @description A payment as the transaction lists show it (spec section 3, "Transaction"). */
    PaymentRecord: {
      amountStr: string;
      createTime?: string | null;
      goodsName: string;
      orderAmountStr: string;
      /**
       * Format: int64
       * @description The purpose's row this pays for: the order (or the top-up).
       */
      orderId: number;
      payDescription: string;
      payMethod: string;
      payMethodStr: string;
      payStatus: string;
      payStatusStr: string;
      payTime?: string | null;
      payTransactionNo: string;
      /** @description order or topup */
      purpose: string;
      /** @description payment, or refund (money going back: its number is the refund's, its amount below zero) */
      recordType: string;
      /** @description Yuan returned by refunds so far. */
      refundedAmountStr: string;
    };
    PersonCertificationForm: {
      idCard: string;
      idCardPhoto: string;
      idCardPhotoBack: string;
      mobile: string;
      platformName?: string | null;
      realName: string;
      /**
       * Format: int64
       * @description 0 male, 1 female, else unknown.
       */
      sex?: number | null;
      smsCode: string;
      /** Format: int64 */
      userId?: number | null;
    };
    PhoneForm: {
      code: string;
      mobile: string;
    };
    PluginApp: {
      appKey: string;
      /**
       * Format: int64
       * @description The enabled rule's version; none: the built-in rule.
       */
      enabledVersion?: number | null;
      /** @description The service's name. */
      name: string;
      productName: string;
      /** Format: int64 */
      versions: number;
    };
    PluginIdForm: {
      /** Format: int64 */
      id: number;
    };
    PostInfo: {
      /** Format: int64 */
      id: number;
      postName: string;
    };
    Prepared: {
      /** Format: int64 */
      contractId: number;
      contractNo: string;
      /** Format: int64 */
      pageCount: number;
      /** @description The PDF as it will be signed (without the seal yet). */
      previewUrl: string;
    };
    ProductAdminRow: components["schemas"]["ProductCard"] & {
      /** Format: int64 */
      online: number;
      /** Format: int64 */
      sort: number;
      /** Format: int64 */
      status: number;
      updateTime: string;
    };
    /** @description A product as the lists show it. */
    ProductCard: {
      /** Format: int64 */
      categoryId: number;
      categoryName?: string | null;
      /**
       * Format: int64
       * @description 0 or 1.
       */
      channelType: number;
      icon?: string | null;
      /** Format: int64 */
      id: number;
      /** Format: int64 */
      isAi: number;
      /** Format: int64 */
      isFree: number;
      /** Format: int64 */
      isRecommend: number;
      /** @description Yuan a year of its cheapest priced version on offer (shown as ¥… 起); none when nothing is priced. */
      lowestPrice?: string | null;
      name: string;
      /**
       * Format: int64
       * @description Same as `id`.
       */
      productId: number;
      /** @description Same as `name`. */
      productName: string;
      /**
       * Format: int64
       * @description 1 application product, 2 platform product.
       */
      productType: number;
      slogan: string;
      sloganImage?: string | null;
      /**
       * Format: int64
       * @description 1 → /product/productTemplate, 2 → /product/productTemplate2.
       */
      templateType: number;
      typeName: string;
    };
    ProductCategory: {
      createTime: string;
      /** Format: int64 */
      id: number;
      name: string;
      /** Format: int64 */
      sort: number;
      /** Format: int64 */
      status: number;
    };
    /** @description A product's detail page. */
    ProductDetail: components["schemas"]["ProductCard"] & ({
      appKey?: string | null;
      createTime: string;
      /** @description Sanitised HTML. */
      description: string;
      /**
       * Format: int64
       * @description AI application flags.
       */
      online: number;
      /** @description The banner's buttons. */
      operationContent: components["schemas"]["OperationButton"][];
      productAdvantageList: components["schemas"]["ProductSection"][];
      productDomainList: components["schemas"]["ProductDomain"][];
      productFunctionList: components["schemas"]["ProductFunction"][];
      productProfileList: components["schemas"]["ProductProfile"][];
      productSceneList: components["schemas"]["ProductSection"][];
      /** @description Same as `productSceneList`. */
      sceneList: components["schemas"]["ProductSection"][];
      /** Format: int64 */
      sort: number;
      /**
       * Format: int64
       * @description 1 published, 0 withdrawn (operators see both).
       */
      status: number;
      /** @description The partner that supplies it; none for the platform's own products. */
      supplierName?: string | null;
      updateTime: string;
      /** Format: int64 */
      usingCompanyCount: number;
    });
    ProductDomain: {
      appKey?: string | null;
      /** @description Operators only; never in the public reply. */
      appSecret?: string | null;
      /** Format: int64 */
      id: number;
      /**
       * Format: int64
       * @description 0 opened with a one-time code, 1 with a token, 2 directly.
       */
      internal: number;
      name: string;
      productVersionVoList: components["schemas"]["ProductVersion"][];
      serverUrl?: string | null;
      serviceName: string;
    };
    ProductForm: {
      appKey?: string | null;
      /** Format: int64 */
      categoryId: number;
      /**
       * Format: int64
       * @description 0 (default) or 1.
       */
      channelType?: number | null;
      /** @description HTML; sanitised when saved. */
      description?: string;
      icon: string;
      /**
       * Format: int64
       * @description Needed by update only.
       */
      id?: number | null;
      /** Format: int64 */
      isAi?: number | null;
      /** Format: int64 */
      isFree?: number | null;
      /** Format: int64 */
      isRecommend?: number | null;
      name: string;
      /**
       * Format: int64
       * @description AI applications: 1 online (default), 0 to be online.
       */
      online?: number | null;
      operationContent?: components["schemas"]["OperationButton"][];
      productAdvantageList?: components["schemas"]["SectionItem"][];
      productDomainList?: components["schemas"]["DomainItem"][];
      productFunctionList?: components["schemas"]["FunctionItem"][];
      productProfileList?: components["schemas"]["ProfileItem"][];
      productSceneList?: components["schemas"]["SectionItem"][];
      /**
       * Format: int64
       * @description 1 application (default) or 2 platform.
       */
      productType?: number | null;
      slogan?: string;
      sloganImage?: string | null;
      /** Format: int64 */
      sort?: number | null;
      /**
       * Format: int64
       * @description 1 published (default), 0 withdrawn.
       */
      status?: number | null;
      /**
       * Format: int64
       * @description 1 (default) or 2.
       */
      templateType?: number | null;
    };
    ProductFunction: {
      description: string;
      functionIcon?: string | null;
      /** Format: int64 */
      id: number;
      multimediaUrl?: string | null;
      title: string;
    };
    ProductProfile: {
      description: string;
      /** Format: int64 */
      id: number;
      /**
       * Format: int64
       * @description 1 video, 0 image.
       */
      multimediaType: number;
      multimediaUrl?: string | null;
      title: string;
    };
    /** @description An advantage or a scene of a product. */
    ProductSection: {
      description: string;
      /** Format: int64 */
      id: number;
      multimediaUrl?: string | null;
      title: string;
    };
    ProductVersion: {
      /** Format: int64 */
      id: number;
      /** @description False: shown as already applied and not selectable. */
      isShow: boolean;
      name: string;
      productVersionFunctionVos: components["schemas"]["VersionFunction"][];
      /**
       * Format: int64
       * @description Price in fen (1 yuan = 100).
       */
      versionPrice: number;
      /** @description The price in yuan with two decimals, e.g. "1280.00". */
      versionPriceStr: string;
    };
    ProfileForm: {
      /** Format: int64 */
      id?: number | null;
      nickName?: string | null;
      realName: string;
    };
    ProfileItem: {
      description?: string;
      /**
       * Format: int64
       * @description 1 video, 0 image (default).
       */
      multimediaType?: number | null;
      multimediaUrl?: string | null;
      title: string;
    };
    Program: {
      /** @description Comma-separated business tags. */
      business: string;
      /** @description The same tags as a list. */
      businessList: string[];
      /**
       * Format: int64
       * @description 5 solution, 6 programme.
       */
      categoryId: number;
      code?: string | null;
      createTime: string;
      /** @description Sanitised HTML. */
      description: string;
      /** Format: int64 */
      homeShow: number;
      /** @description The route key (e.g. `planFinance`) when set, else the number as text. */
      id: string;
      name: string;
      /**
       * Format: int64
       * @description The number, for the operators' API.
       */
      programId: number;
      programImage?: string | null;
      sceneList: components["schemas"]["ProgramScene"][];
      slogan: string;
      /** Format: int64 */
      sort: number;
      /** Format: int64 */
      status: number;
      updateTime: string;
    };
    ProgramForm: {
      /** @description Comma-separated business tags. */
      business?: string;
      /**
       * Format: int64
       * @description 5 solution (default), 6 programme.
       */
      categoryId?: number | null;
      /** @description Optional route key such as planFinance; unique. */
      code?: string | null;
      /** @description HTML; sanitised when saved. */
      description?: string;
      /** Format: int64 */
      homeShow?: number | null;
      /**
       * Format: int64
       * @description The number; needed by update only.
       */
      id?: number | null;
      name: string;
      programImage: string;
      sceneList?: components["schemas"]["SceneItem"][];
      slogan?: string;
      /** Format: int64 */
      sort?: number | null;
      /** Format: int64 */
      status?: number | null;
    };
    ProgramScene: {
      description: string;
      /** Format: int64 */
      id: number;
      img?: string | null;
      title: string;
    };
    /** @description A published API with its document, as anyone reads it. */
    PublicApi: {
      apiCode: string;
      appName: string;
      /** Format: int64 */
      dailyQuota: number;
      /** @description Markdown. */
      doc: string;
      /** @description The document as cleaned HTML. */
      docHtml: string;
      method: string;
      name: string;
      path: string;
      /** Format: int64 */
      price: number;
      /** Format: int64 */
      productId: number;
      /** Format: int64 */
      rateLimit: number;
    };
    QueueItem: {
      /** Format: int64 */
      count: number;
      kind: string;
      kindName: string;
      /** @description When the longest waiting of them came. */
      oldestTime?: string | null;
      /** @description The operators' page that lists this work. */
      toUrl: string;
    };
    Received: {
      /** Format: int64 */
      id: number;
      /** @description The sentence to show: 已收到您的留言，我们会尽快回复 or 已收到您提交的AI需求，我们会尽快回复. */
      message: string;
    };
    RechargeForm: {
      /**
       * Format: int64
       * @description Yuan, whole, 100 to 50,000.
       */
      amount: number;
      /** Format: int64 */
      packageId?: number | null;
    };
    RechargeReply: {
      amount: string;
      /** Format: int64 */
      bonusPoints: number;
      codeUrl: string;
      /**
       * Format: int64
       * @description When the QR stops being payable, epoch ms.
       */
      expireTime: number;
      payTransactionNo: string;
    };
    RechargeStatus: {
      /** @description hold, success, cancel or failed */
      payStatus: string;
      payTransactionNo: string;
    };
    /** @description A reconciled day. */
    ReconciliationDay: {
      /** @description YYYY-MM-DD (Beijing). */
      billDate: string;
      /** @description Why a run failed. */
      detail?: string | null;
      /** Format: int64 */
      differenceCount: number;
      /** Format: int64 */
      matchedCount: number;
      runTime?: string | null;
      /** @description running, matched, differences or failed */
      status: string;
      statusName: string;
    };
    RefundForm: {
      /** @description Yuan, like `totalPrice` (up to two decimals); absent: all that is refundable. */
      amount?: string | null;
      /** Format: int64 */
      orderId: number;
      /** @description 1 to 80 characters, shown to the buyer. */
      reason: string;
    };
    /** @description A refund as the order pages show it. */
    RefundRecord: {
      /** @description Yuan, like `totalPrice`. */
      amount: string;
      createTime?: string | null;
      /** @description The gateway's word on a failed or abnormal refund. */
      detail?: string | null;
      /** @description operator or auto */
      kind: string;
      /**
       * Format: int64
       * @description The purpose's row: the order (or the top-up).
       */
      orderId: number;
      payTransactionNo: string;
      reason: string;
      refundNo: string;
      /** @description pending, processing, success, closed, abnormal or failed */
      status: string;
      statusName: string;
      successTime?: string | null;
    };
    RefundReply: {
      refundNo: string;
      /** @description pending, processing, success, closed, abnormal or failed */
      status: string;
    };
    /** @description The newest launch refused for its address. */
    RefusedLaunch: {
      /** @description What the rule answered. */
      address: string;
      time?: string | null;
    };
    RegionForm: {
      city: string;
      district?: string | null;
      province: string;
    };
    RegisterForm: {
      code: string;
      companyName: string;
      mobile: string;
      password: string;
      /** @description Always `industry` on this platform. */
      platformName?: string | null;
      rePassword: string;
      realName: string;
    };
    Registered: {
      /** Format: int64 */
      companyId: number;
      /** Format: int64 */
      userId: number;
    };
    RemoteEntry: {
      entry: string;
      name: string;
    };
    ResetByEmailForm: {
      code: string;
      email: string;
      password: string;
      rePassword: string;
    };
    ResetByMobileForm: {
      code: string;
      mobile: string;
      password: string;
      rePassword: string;
    };
    ResetChildForm: {
      password: string;
      /** Format: int64 */
      userId: number;
    };
    RetryForm: {
      refundNo: string;
    };
    ReviewForm: {
      approved: boolean;
      /** Format: int64 */
      id: number;
      /** @description Required when rejecting. */
      reason?: string | null;
      /** @description The API's updateTime as the operator read it: a change saved since is reviewed anew. */
      updateTime: string;
    };
    ReviewItem: {
      /** Format: int64 */
      applicantId: number;
      applicantName?: string | null;
      artificialPerson?: string | null;
      /** Format: int64 */
      companyId?: number | null;
      companyName?: string | null;
      createTime?: string | null;
      /** Format: int64 */
      id: number;
      /** @description Masked in lists and details alike; the images carry the full number. */
      idCard?: string | null;
      idCardPhotoBackUrl?: string | null;
      idCardPhotoUrl?: string | null;
      kind: string;
      legalPersonPhotoUrl?: string | null;
      licenseNumber?: string | null;
      licensePhotoUrl?: string | null;
      linkman?: string | null;
      mainProduct?: string | null;
      mobile?: string | null;
      realName?: string | null;
      reviewNote?: string | null;
      reviewTime?: string | null;
      reviewerName?: string | null;
      /** @description Another company already certified with this unified social credit code (the detail says so before a decision). */
      socialCodeCertifiedBy?: string | null;
      /** Format: int64 */
      status: number;
      statusName: string;
    };
    RotatedSecret: {
      appSecret: string;
    };
    /** @description A row as kept. */
    Row: {
      /** Format: int64 */
      actorId?: number | null;
      actorName?: string | null;
      address?: string | null;
      /** Format: int64 */
      companyId?: number | null;
      /** Format: int64 */
      createTime: number;
      detail?: string | null;
      hash: string;
      /**
       * Format: int64
       * @description The row's place in the chain: 1, 2, 3…
       */
      id: number;
      kind: string;
      prevHash: string;
      target?: string | null;
      userAgent?: string | null;
    };
    /** @description A launch rule the workbench accepted for an app. */
    RuleVersion: {
      /** @description What the upload's dry run decided: the address it opened, or its refusal. */
      dryRun: string;
      /** @description Waiting for an operator's review (holders still open the app by the enabled version). */
      pending: boolean;
      sha256: string;
      /** Format: int64 */
      size: number;
      /** Format: int64 */
      version: number;
    };
    RunForm: {
      /** @description YYYY-MM-DD (Beijing), before today. */
      billDate: string;
    };
    SandboxConfirm: {
      open_id?: string | null;
      redirect_uri: string;
    };
    SaveManyForm: {
      users: unknown[];
    };
    Saved: {
      /** Format: int64 */
      id: number;
    };
    SceneForm: {
      description?: string | null;
      icon?: string | null;
      /** Format: int64 */
      id?: number | null;
      img: string;
      /** Format: int64 */
      sort?: number | null;
      /** Format: int64 */
      status?: number | null;
      title: string;
    };
    SceneItem: {
      description?: string;
      img?: string | null;
      title: string;
    };
    SealView: {
      createTime?: string | null;
      /** Format: int64 */
      id: number;
      sealName: string;
      /**
       * Format: int64
       * @description 1 company seal, 2 personal signature seal.
       */
      sealType: number;
      sealTypeName: string;
      /** @description The seal's picture (SVG), readable by the company's members only. */
      sealUrl: string;
      /** @description Whether it is the seal the caller chose last. */
      selected: boolean;
    };
    SearchHit: {
      /** @description Every word of the keyword is in it; otherwise it matched some of them only. */
      exact: boolean;
      /** @description The id the detail page takes (a solution may have a route key such as `planFinance`). */
      id: string;
      /** @description HTML: escaped text whose only markup is `<em>` around the matched words. */
      snippet: string;
      title: string;
      /** @description `product`, `program`, `helpDoc` or `notice`. */
      type: string;
      /** @description 产品, 解决方案, 帮助文档 or 公告. */
      typeName: string;
      /** @description The public page that shows the document. */
      url: string;
    };
    SecretId: {
      /** Format: int64 */
      id: number;
    };
    SecretShown: {
      createTime?: string | null;
      /** Format: int64 */
      id: number;
    };
    /** @description An advantage or a scene. */
    SectionItem: {
      description?: string;
      multimediaUrl?: string | null;
      title: string;
    };
    SendCodeForm: {
      mobile: string;
      /** @description The captcha's single-use token. */
      validate?: string | null;
    };
    SendResetMailForm: {
      mail: string;
      validate?: string | null;
    };
    ServicePlatform: {
      description: string;
      /** Format: int64 */
      id: number;
      logoImage?: string | null;
      serverUrl?: string | null;
      servicePlatformName: string;
      /** Format: int64 */
      sort: number;
      /** Format: int64 */
      status: number;
    };
    ServicePlatformForm: {
      description?: string | null;
      /** Format: int64 */
      id?: number | null;
      logoImage: string;
      serverUrl?: string | null;
      servicePlatformName: string;
      /** Format: int64 */
      sort?: number | null;
      /** Format: int64 */
      status?: number | null;
    };
    SignTask: {
      /** Format: int64 */
      contractId: number;
      createTime?: string | null;
      /** Format: int64 */
      id: number;
      title: string;
      /** @description The workbench page where the contract is signed. */
      toUrl: string;
    };
    /** @description One signature as read. */
    SignatureReport: {
      /** @description 甲方's certifying signature (later changes limited to signing). */
      certifies: boolean;
      /** @description It covers the whole file (no later revision follows). */
      coversWholeDocument: boolean;
      /** @description The unified social credit code the certificate carries, when it does. */
      creditCode?: string | null;
      /** @description The bytes it covers are those that were signed, and the signature matches its certificate. */
      intact: boolean;
      /** @description 甲方 or 乙方 (by the field signed), else the field's name. */
      party: string;
      /** @description What is wrong, when something is. */
      problem?: string | null;
      /** @description Why, as the signature says. */
      reason?: string | null;
      /** @description When it was signed, from the timestamp (Beijing time); absent without a valid timestamp. */
      signedTime?: string | null;
      /** @description The certificate's subject: the company (or 甲方) that signed. */
      signer: string;
      timestamped: boolean;
      /** @description The certificate was issued by this platform's CA. */
      trusted: boolean;
    };
    SigningPage: {
      /** @description The provider's signing page. */
      url: string;
    };
    SimpleSmsLoginForm: {
      /** @description The SMS login code. */
      code: string;
      mobile: string;
      /** @description A WeChat ticket from `checkMoblieBindWeChat`: the account is bound to it on success. */
      wxCode?: string | null;
    };
    /** @description One of the footer's related links (相关链接). */
    SiteLink: {
      /** @description At most 20 characters. */
      name: string;
      /** @description An http or https address. */
      url: string;
    };
    /** @description Every site setting, defaults filled in for those never saved. */
    SiteSettings: {
      /** @description 开发者文档. */
      developerDocsUrl: string;
      /** @description 服务热线. */
      hotline: string;
      /** @description 服务时间. */
      hotlineHours: string;
      /** @description 备案号; none when not set. */
      icp?: string | null;
      /** @description 开放平台. */
      openPlatformUrl: string;
      /** @description 相关链接, in the operators' order. */
      relatedLinks: components["schemas"]["SiteLink"][];
      /** @description 服务邮箱. */
      supportMail: string;
    };
    SiteSettingsForm: {
      developerDocsUrl: string;
      hotline: string;
      hotlineHours: string;
      /** @description Empty or absent: the site shows none. */
      icp?: string | null;
      openPlatformUrl: string;
      /** @description At most 8; none when absent. */
      relatedLinks?: components["schemas"]["SiteLink"][];
      supportMail: string;
    };
    Slide: {
      captchaId: string;
      /** @description Samples of the drag: [milliseconds since start, x]. */
      track: number[][];
      /**
       * Format: int64
       * @description Where the piece's left edge ended.
       */
      x: number;
    };
    SmsLoginForm: {
      mobile: string;
      smsCode: string;
    };
    StatusForm: {
      /**
       * Format: int64
       * @description 1 normal, 0 frozen.
       */
      status: number;
      /** Format: int64 */
      userId: number;
    };
    StoreCategory: {
      /** Format: int64 */
      categoryId: number;
      categoryName: string;
      productList: components["schemas"]["ProductCard"][];
    };
    SubmissionView: (null | components["schemas"]["SubmittedValues"]) & ({
      companyName?: string | null;
      createTime?: string | null;
      /** Format: int64 */
      id: number;
      kind: string;
      licensePhotoUrl?: string | null;
      realName?: string | null;
      reviewNote?: string | null;
      reviewTime?: string | null;
      /** Format: int64 */
      status: number;
      statusName: string;
    });
    Submitted: {
      /** Format: int64 */
      companyId?: number | null;
      /** Format: int64 */
      id: number;
      /**
       * Format: int64
       * @description 1 under review.
       */
      status: number;
    };
    SubmittedValues: {
      artificialPerson?: string | null;
      idCard?: string | null;
      idCardPhoto?: string | null;
      idCardPhotoBack?: string | null;
      idCardPhotoBackUrl?: string | null;
      idCardPhotoUrl?: string | null;
      legalPersonPhoto?: string | null;
      legalPersonPhotoUrl?: string | null;
      licenseNumber?: string | null;
      licensePhoto?: string | null;
      linkman?: string | null;
      mainProduct?: string | null;
      mobile?: string | null;
      /** @description The same number under the older review form's name. */
      organizationCode?: string | null;
      /** Format: int64 */
      sex?: number | null;
    };
    Supplier: {
      createTime: string;
      /** Format: int64 */
      id: number;
      /** @description Plain text, shown expandable. */
      introduction: string;
      logo?: string | null;
      /** @description Carousel pictures. */
      publicityImgArr: string[];
      /** Format: int64 */
      sort: number;
      /** Format: int64 */
      status: number;
      supplierName: string;
    };
    SupplierForm: {
      /** Format: int64 */
      id?: number | null;
      introduction?: string;
      logo: string;
      publicityImgArr?: string[];
      /** Format: int64 */
      sort?: number | null;
      /** Format: int64 */
      status?: number | null;
      supplierName: string;
    };
    SwitchForm: {
      /** Format: int64 */
      companyId: number;
    };
    SystemNotice: {
      /** @description When it was published. */
      auditTime: string;
      createTime: string;
      /** Format: int64 */
      id: number;
      /** @description Sanitised HTML. */
      msgText: string;
      /** Format: int64 */
      sort: number;
      /** Format: int64 */
      status: number;
      title: string;
    };
    SystemNoticeForm: {
      /** Format: int64 */
      id?: number | null;
      /** @description HTML; sanitised when saved. */
      msgText: string;
      /** Format: int64 */
      sort?: number | null;
      /**
       * Format: int64
       * @description 1 published (default), 0 withdrawn.
       */
      status?: number | null;
      title: string;
    };
    Task: {
      createTime?: string | null;
      /** Format: int64 */
      id: number;
      /** @description join_request, contract, order_payment, certification_review, declaration_review, partner_review, partner_rule_review, invoice_request, lead. */
      kind: string;
      kindName: string;
      title: string;
      /** @description The workbench path that opens the work. */
      toUrl: string;
    };
    TestLaunched: {
      /** @description Where the browser goes (a new tab). */
      url: string;
    };
    TokenQuery: {
      token: string;
    };
    TokenStatus: {
      /** Format: int64 */
      userId: number;
    };
    TopAdReply: components["schemas"]["TopAdvertising"] & {
      /** @description The three hot products shown beside the ad. */
      hotList: components["schemas"]["HotItem"][];
    };
    TopAdvertising: {
      /** @description Background colour around the image, e.g. `#0b2a5b`. */
      colorValue: string;
      createTime: string;
      /** Format: int64 */
      id: number;
      link?: string | null;
      /** Format: int64 */
      status: number;
      title: string;
      /**
       * Format: int64
       * @description 1 the title is shown over the image.
       */
      titleStatus: number;
      topAdvertisingImg: string;
    };
    TopAdvertisingForm: {
      colorValue?: string | null;
      /** Format: int64 */
      id?: number | null;
      link?: string | null;
      /** Format: int64 */
      status?: number | null;
      title: string;
      /**
       * Format: int64
       * @description 1 show the title (default), 0 image only.
       */
      titleStatus?: number | null;
      topAdvertisingImg: string;
    };
    TopApi: {
      apiCode: string;
      /** Format: int64 */
      apiId: number;
      appName: string;
      /** Format: int64 */
      calls: number;
      /** Format: int64 */
      failed: number;
      /**
       * Format: double
       * @description Failed calls per hundred, one decimal.
       */
      failureRate: number;
      name: string;
      /** Format: int64 */
      points: number;
    };
    /** @enum {string} */
    Unit: "count" | "fen" | "points";
    UnreadCount: {
      /** Format: int64 */
      unread: number;
    };
    Updated: {
      /**
       * Format: int64
       * @description The company's state after the edit: a certified company goes back to review (1).
       */
      reviewStatus: number;
    };
    /** @description The multipart body of a media upload (for the API document). */
    UploadForm: {
      /**
       * Format: binary
       * @description A JPEG, PNG, GIF or WebP image (at most 10 MB) or an MP4 or WebM video (at most 50 MB).
       */
      file: string;
    };
    UploadRegisterForm: {
      /** @description The staging key the upload address was for. */
      key: string;
    };
    /** @description A registered upload: its key, and its address when it is public. */
    UploadRegistered: {
      key: string;
      url?: string | null;
    };
    /** @description What the browser needs to PUT one file. */
    UploadTicket: {
      contentTypes: string[];
      /** Format: int64 */
      expiresInSeconds: number;
      /** @description The staging key to register once the upload succeeded. */
      key: string;
      /** Format: int64 */
      maxBytes: number;
      method: string;
      /** @description Where to send the file with `method`: the bucket's presigned address, or the platform's own. */
      uploadUrl: string;
    };
    /** @description A stored media upload. */
    Uploaded: {
      contentType: string;
      size: number;
      /** @description The address to save in a form and show in pages. */
      url: string;
    };
    UserCompany: {
      /** Format: int64 */
      certificated: number;
      /** Format: int64 */
      companyId: number;
      companyName: string;
      /** Format: int64 */
      userType: number;
    };
    /** @description The user-info reply: the spec's reply fields plus the user-info fields the shell's guards read. */
    UserDetails: {
      avatar?: string | null;
      /** Format: int64 */
      certificated: number;
      /** Format: int64 */
      certificationStatus?: number | null;
      certificationStatusName?: string | null;
      /** Format: int64 */
      companyCount: number;
      /** Format: int64 */
      companyId?: number | null;
      companyInfo?: null | components["schemas"]["CompanyBrief"];
      companyName?: string | null;
      createTime?: string | null;
      deptInfo?: null | components["schemas"]["DeptInfo"];
      email?: string | null;
      /** @description Shown masked: the full number never leaves the server here. */
      idCard?: string | null;
      mobile?: string | null;
      nickName?: string | null;
      permissions: string[];
      postInfoVo?: null | components["schemas"]["PostInfo"];
      primaryAccount: boolean;
      realName?: string | null;
      roles: string[];
      /** Format: int64 */
      status: number;
      statusName: string;
      /** Format: int64 */
      userCertification: number;
      /** Format: int64 */
      userId: number;
      userName: string;
      /** Format: int64 */
      userType?: number | null;
      userTypeName?: string | null;
    };
    /** @description What a file is, by its signatures. */
    VerificationReport: {
      contractNo?: string | null;
      /** @description Whether it is one of this platform's contracts, as recorded (signed, or certified by 甲方). */
      platformContract: boolean;
      signatures: components["schemas"]["SignatureReport"][];
      /** @description One sentence for the page. */
      summary: string;
      /** @description Every signature intact, trusted and timestamped. */
      valid: boolean;
    };
    VersionFunction: {
      functionDesc: string;
      /** Format: int64 */
      id: number;
    };
    VersionFunctionItem: {
      functionDesc: string;
    };
    VersionItem: {
      /**
       * Format: int64
       * @description Present to keep an existing version (orders refer to it).
       */
      id?: number | null;
      /** @description Default true. */
      isShow?: boolean | null;
      name: string;
      productVersionFunctionVos?: components["schemas"]["VersionFunctionItem"][];
      /**
       * Format: int64
       * @description Fen.
       */
      versionPrice?: number;
    };
    WithdrawForm: {
      clientId: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}

export type $defs = Record<string, never>;

export type external = Record<string, never>;

export type operations = Record<string, never>;

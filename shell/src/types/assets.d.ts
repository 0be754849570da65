// Stylesheets are handled by webpack's built-in CSS support.
declare module '*.css';

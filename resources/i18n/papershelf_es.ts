<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name />
        <message>
            <source>&amp;Import…</source>
            <translation>&amp;Importar…</translation>
        </message>
        <message>
            <source>Import abstract lists into the library</source>
            <translation>Importar listas de resúmenes a la biblioteca</translation>
        </message>
        <message>
            <source>Import from &amp;Zotero…</source>
            <translation>Importar de &amp;Zotero…</translation>
        </message>
        <message>
            <source>Bring your Zotero library: items, notes, files, tags and collections (Zotero may stay open)</source>
            <translation>Traer su biblioteca de Zotero: elementos, notas, archivos, etiquetas y colecciones (Zotero puede seguir abierto)</translation>
        </message>
        <message>
            <source>&amp;Open Shared Library…</source>
            <translation>&amp;Abrir biblioteca compartida…</translation>
        </message>
        <message>
            <source>Open a library on a PostgreSQL server in a new window</source>
            <translation>Abrir una biblioteca de un servidor PostgreSQL en una ventana nueva</translation>
        </message>
        <message>
            <source>&amp;New Entry…</source>
            <translation>&amp;Nueva entrada…</translation>
        </message>
        <message>
            <source>Add a paper by typing its fields</source>
            <translation>Añadir un artículo escribiendo sus campos</translation>
        </message>
        <message>
            <source>Add by &amp;Identifier…</source>
            <translation>Añadir por &amp;identificador…</translation>
        </message>
        <message>
            <source>Add papers by DOI or arXiv id, looked up online</source>
            <translation>Añadir artículos por DOI o id de arXiv, consultados en línea</translation>
        </message>
        <message>
            <source>Find &amp;Metadata…</source>
            <translation>Buscar &amp;metadatos…</translation>
        </message>
        <message>
            <source>Look the selected papers up online and complete them</source>
            <translation>Consultar en línea los artículos seleccionados y completarlos</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>&amp;Exportar…</translation>
        </message>
        <message>
            <source>Export what the list shows as BibTeX, BibLaTeX or RIS</source>
            <translation>Exportar lo que muestra la lista como BibTeX, BibLaTeX o RIS</translation>
        </message>
        <message>
            <source>Export &amp;Selection…</source>
            <translation>Exportar la &amp;selección…</translation>
        </message>
        <message>
            <source>&amp;Keep Library Exported To…</source>
            <translation>&amp;Mantener la biblioteca exportada en…</translation>
        </message>
        <message>
            <source>Rewrite a .bib or CSL-JSON file on every change</source>
            <translation>Reescribir un archivo .bib o CSL-JSON con cada cambio</translation>
        </message>
        <message>
            <source>Copy &amp;BibTeX</source>
            <translation>Copiar &amp;BibTeX</translation>
        </message>
        <message>
            <source>Copy the selected entries as BibTeX</source>
            <translation>Copiar las entradas seleccionadas como BibTeX</translation>
        </message>
        <message>
            <source>Copy \cite{…}</source>
            <translation>Copiar \cite{…}</translation>
        </message>
        <message>
            <source>Copy \cite{keys} of the selected entries</source>
            <translation>Copiar \cite{keys} de las entradas seleccionadas</translation>
        </message>
        <message>
            <source>Copy Refere&amp;nce</source>
            <translation>Copiar &amp;referencia</translation>
        </message>
        <message>
            <source>Copy the selected papers as a reference list in the chosen style (for Word and text)</source>
            <translation>Copiar los artículos seleccionados como lista de referencias en el estilo elegido (para Word y texto)</translation>
        </message>
        <message>
            <source>Copy &amp;Citation</source>
            <translation>Copiar &amp;cita</translation>
        </message>
        <message>
            <source>Copy the in-text citation, e.g. (Vaswani et al., 2017)</source>
            <translation>Copiar la cita en el texto, p. ej. (Vaswani et al., 2017)</translation>
        </message>
        <message>
            <source>Export &amp;Bibliography…</source>
            <translation>Exportar &amp;bibliografía…</translation>
        </message>
        <message>
            <source>A formatted reference list (HTML, Markdown, RTF, text) or CSL-JSON for Pandoc</source>
            <translation>Una lista de referencias con formato (HTML, Markdown, RTF, texto) o CSL-JSON para Pandoc</translation>
        </message>
        <message>
            <source>&amp;Paste as New Entries</source>
            <translation>&amp;Pegar como entradas nuevas</translation>
        </message>
        <message>
            <source>Add the BibTeX, RIS, DOIs, arXiv ids or abstracts on the clipboard</source>
            <translation>Añadir el BibTeX, RIS, DOI, ids de arXiv o resúmenes del portapapeles</translation>
        </message>
        <message>
            <source>Find &amp;Duplicates…</source>
            <translation>Buscar &amp;duplicados…</translation>
        </message>
        <message>
            <source>Merge papers that are in twice</source>
            <translation>Fusionar artículos que están dos veces</translation>
        </message>
        <message>
            <source>Re&amp;generate Citation Keys…</source>
            <translation>Re&amp;generar claves de cita…</translation>
        </message>
        <message>
            <source>Apply the key pattern again</source>
            <translation>Aplicar de nuevo el patrón de claves</translation>
        </message>
        <message>
            <source>Your &amp;Name in This Library…</source>
            <translation>Su &amp;nombre en esta biblioteca…</translation>
        </message>
        <message>
            <source>The name others see you by in a shared library</source>
            <translation>El nombre con el que le ven los demás en una biblioteca compartida</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferencias…</translation>
        </message>
        <message>
            <source>The citation style; a contact e-mail and keys for lookups</source>
            <translation>El estilo de cita; un correo de contacto y claves para las consultas</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Edit Entry</source>
            <translation>&amp;Editar entrada</translation>
        </message>
        <message>
            <source>Edit every field of the selected entry</source>
            <translation>Editar todos los campos de la entrada seleccionada</translation>
        </message>
        <message>
            <source>&amp;Find</source>
            <translation>&amp;Buscar</translation>
        </message>
        <message>
            <source>The papers of the chosen view; Ctrl+T tags, Ctrl+L puts on a reading list</source>
            <translation>Los artículos de la vista elegida; Ctrl+T etiqueta, Ctrl+L añade a una lista de lectura</translation>
        </message>
        <message>
            <source>Search the library</source>
            <translation>Buscar en la biblioteca</translation>
        </message>
        <message>
            <source>Library, reading lists and tags</source>
            <translation>Biblioteca, listas de lectura y etiquetas</translation>
        </message>
        <message>
            <source>Paper details</source>
            <translation>Detalles del artículo</translation>
        </message>
        <message>
            <source>Related papers</source>
            <translation>Artículos relacionados</translation>
        </message>
        <message>
            <source>&amp;Detail Pane</source>
            <translation>Panel de &amp;detalles</translation>
        </message>
        <message>
            <source>Show or hide the reading pane</source>
            <translation>Mostrar u ocultar el panel de lectura</translation>
        </message>
        <message>
            <source>Ne&amp;xt Pane</source>
            <translation>Panel si&amp;guiente</translation>
        </message>
        <message>
            <source>Sidebar, search, list, detail pane in turn</source>
            <translation>Barra lateral, búsqueda, lista y panel de detalles por turno</translation>
        </message>
        <message>
            <source>Pre&amp;vious Pane</source>
            <translation>Panel an&amp;terior</translation>
        </message>
        <message>
            <source>&amp;About Papershelf</source>
            <translation>&amp;Acerca de Papershelf</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Atajos de teclado</translation>
        </message>
        <message>
            <source>Every key, with a filter</source>
            <translation>Todas las teclas, con un filtro</translation>
        </message>
        <message>
            <source>Show &amp;Log Folder</source>
            <translation>Mostrar la carpeta de &amp;registro</translation>
        </message>
        <message>
            <source>Open the folder where Papershelf writes what went wrong</source>
            <translation>Abrir la carpeta donde Papershelf anota lo que salió mal</translation>
        </message>
        <message>
            <source>&amp;Larger Text</source>
            <translation>Texto más &amp;grande</translation>
        </message>
        <message>
            <source>Make the reading text larger</source>
            <translation>Agrandar el texto de lectura</translation>
        </message>
        <message>
            <source>S&amp;maller Text</source>
            <translation>Texto más &amp;pequeño</translation>
        </message>
        <message>
            <source>Make the reading text smaller</source>
            <translation>Reducir el texto de lectura</translation>
        </message>
        <message>
            <source>&amp;Actual Text Size</source>
            <translation>Tamaño de texto &amp;normal</translation>
        </message>
        <message>
            <source>The reading text at its normal size</source>
            <translation>El texto de lectura a su tamaño normal</translation>
        </message>
        <message>
            <source>&amp;Save Search…</source>
            <translation>&amp;Guardar búsqueda…</translation>
        </message>
        <message>
            <source>Keep this search as a smart list</source>
            <translation>Guardar esta búsqueda como lista inteligente</translation>
        </message>
        <message>
            <source>&amp;Tag…</source>
            <translation>&amp;Etiquetar…</translation>
        </message>
        <message>
            <source>Add or remove tags on the selected entries</source>
            <translation>Añadir o quitar etiquetas de las entradas seleccionadas</translation>
        </message>
        <message>
            <source>Add to Reading &amp;List…</source>
            <translation>Aña&amp;dir a la lista de lectura…</translation>
        </message>
        <message>
            <source>Put the selected papers on a reading list (as a drop)</source>
            <translation>Poner los artículos seleccionados en una lista de lectura (como al soltarlos en ella)</translation>
        </message>
        <message>
            <source>Edit Tags in Detail</source>
            <translation>Editar etiquetas en el detalle</translation>
        </message>
        <message>
            <source>Read Ne&amp;xt</source>
            <translation>Leer el si&amp;guiente</translation>
        </message>
        <message>
            <source>The first unread paper of this reading list</source>
            <translation>El primer artículo no leído de esta lista de lectura</translation>
        </message>
        <message>
            <source>Move U&amp;p in List</source>
            <translation>Subir en la lis&amp;ta</translation>
        </message>
        <message>
            <source>Move Do&amp;wn in List</source>
            <translation>Bajar en la &amp;lista</translation>
        </message>
        <message>
            <source>&amp;Attach File…</source>
            <translation>&amp;Adjuntar archivo…</translation>
        </message>
        <message>
            <source>Keep a file (a PDF, notes…) with the paper</source>
            <translation>Guardar un archivo (un PDF, notas…) con el artículo</translation>
        </message>
        <message>
            <source>&amp;Open File</source>
            <translation>&amp;Abrir archivo</translation>
        </message>
        <message>
            <source>Open the paper's first attached file (O in the list too)</source>
            <translation>Abrir el primer archivo adjunto del artículo (también O en la lista)</translation>
        </message>
        <message>
            <source>Show File in &amp;Folder</source>
            <translation>Mostrar el archivo en la &amp;carpeta</translation>
        </message>
        <message>
            <source>The folder of the first file</source>
            <translation>La carpeta del primer archivo</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Eliminar</translation>
        </message>
        <message>
            <source>Delete the selected entries</source>
            <translation>Eliminar las entradas seleccionadas</translation>
        </message>
        <message>
            <source>Mark &amp;Unread</source>
            <translation>Marcar como &amp;no leído</translation>
        </message>
        <message>
            <source>Mark &amp;Reading</source>
            <translation>Marcar como &amp;leyendo</translation>
        </message>
        <message>
            <source>Mark Re&amp;ad</source>
            <translation>Marcar como l&amp;eído</translation>
        </message>
        <message>
            <source>&amp;Triage Unread Papers</source>
            <translation>&amp;Clasificar artículos no leídos</translation>
        </message>
        <message>
            <source>Unread papers of this view, one abstract at a time</source>
            <translation>Artículos no leídos de esta vista, un resumen cada vez</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>E&amp;stadísticas</translation>
        </message>
        <message>
            <source>Charts of what you added and read</source>
            <translation>Gráficos de lo que ha añadido y leído</translation>
        </message>
        <message>
            <source>Reading &amp;Plan</source>
            <translation>Plan de lectu&amp;ra</translation>
        </message>
        <message>
            <source>A list's goal, when you will finish it, this week's papers</source>
            <translation>El objetivo de una lista, cuándo la terminará, los artículos de esta semana</translation>
        </message>
        <message>
            <source>Assi&amp;gned to Me</source>
            <translation>&amp;Asignados a mí</translation>
        </message>
        <message>
            <source>The papers assigned to you to read (journal clubs)</source>
            <translation>Los artículos que le han asignado para leer (clubes de revistas)</translation>
        </message>
        <message>
            <source>Find &amp;Similar Papers</source>
            <translation>Buscar artículos &amp;similares</translation>
        </message>
        <message>
            <source>Papers like the selected ones (a related: search)</source>
            <translation>Artículos como los seleccionados (una búsqueda related:)</translation>
        </message>
        <message>
            <source>No Rating</source>
            <translation>Sin valoración</translation>
        </message>
        <message>
            <source>Papershelf keeps the papers you mean to read. With no command, it opens the app.</source>
            <translation>Papershelf guarda los artículos que piensa leer. Sin ninguna orden, abre la aplicación.</translation>
        </message>
        <message>
            <source>Nothing leaves your computer until you ask for a lookup (Add by Identifier, Find Metadata, or PDFs dropped on the list when the box below is ticked). Crossref answers faster to requests that carry a contact e-mail; a Semantic Scholar API key raises its rate limit.</source>
            <translation>Nada sale de su ordenador hasta que pide una consulta (Añadir por identificador, Buscar metadatos o PDF soltados en la lista si la casilla de abajo está marcada). Crossref responde antes a las peticiones que llevan un correo de contacto; una clave de la API de Semantic Scholar eleva su límite de peticiones.</translation>
        </message>
        <message>
            <source>Copy Reference, Copy Citation, Export Bibliography and the detail pane's Reference switch use this style. Add any .csl file, e.g. from the Zotero Style Repository.</source>
            <translation>Copiar referencia, Copiar cita, Exportar bibliografía y el interruptor Referencia del panel de detalles usan este estilo. Añada cualquier archivo .csl, p. ej. del Zotero Style Repository.</translation>
        </message>
        <message>
            <source>CSL styles (*.csl);;All files (*)</source>
            <translation>Estilos CSL (*.csl);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Files you attach (drop them on a paper) stay where they are, or are copied into a folder of the library's, one sub-folder per citation key, named by the pattern and renamed when the key or title changes. These settings belong to this library.</source>
            <translation>Los archivos que adjunte (suéltelos sobre un artículo) se quedan donde están o se copian en una carpeta de la biblioteca, una subcarpeta por clave de cita, con el nombre según el patrón y renombrados si cambian la clave o el título. Estos ajustes pertenecen a esta biblioteca.</translation>
        </message>
        <message>
            <source>Select a paper to read it here</source>
            <translation>Seleccione un artículo para leerlo aquí</translation>
        </message>
        <message>
            <source>Cannot be read just now; they come back with the library</source>
            <translation>No se puede leer ahora; vuelven con la biblioteca</translation>
        </message>
        <message>
            <source>Type to filter; Esc clears</source>
            <translation>Escriba para filtrar; Esc borra</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Arch.</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>Autores</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Año</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>Fuente</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Progreso</translation>
        </message>
        <message>
            <source>Read by</source>
            <translation>Leído por</translation>
        </message>
        <message>
            <source>Readers</source>
            <translation>Lectores</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Valoración</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Etiquetas</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>Añadido</translation>
        </message>
        <message>
            <source>Month</source>
            <translation>Mes</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>Artículos</translation>
        </message>
        <message>
            <source>{title}: nothing to show yet.</source>
            <translation>{title}: aún no hay nada que mostrar.</translation>
        </message>
        <message>
            <source> (and {n} more)</source>
            <translation> (y {n} más)</translation>
        </message>
        <message>
            <source>List Note</source>
            <translation>Nota de la lista</translation>
        </message>
        <message>
            <source>Unread</source>
            <translation>No leído</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>Leyendo</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>Leído</translation>
        </message>
        <message>
            <source>Cite-as-you-Write Ser&amp;ver</source>
            <translation>Ser&amp;vidor de citas al escribir</translation>
        </message>
        <message>
            <source>Answer Better BibTeX's cite-as-you-write URLs on 127.0.0.1 for editor plugins</source>
            <translation>Responder a las URL de citas al escribir de Better BibTeX en 127.0.0.1 para complementos de editores</translation>
        </message>
        <message>
            <source>Link &amp;Writing Project…</source>
            <translation>Vincular proyecto de &amp;escritura…</translation>
        </message>
        <message>
            <source>Link a LaTeX or Markdown document: see what it cites and keep its .bib current</source>
            <translation>Vincular un documento LaTeX o Markdown: ver lo que cita y mantener su .bib al día</translation>
        </message>
        <message>
            <source>Pick &amp;Citation…</source>
            <translation>Elegir &amp;cita…</translation>
        </message>
        <message>
            <source>Search papers to cite and copy \cite{…}, [@…] or a formatted citation</source>
            <translation>Buscar artículos que citar y copiar \cite{…}, [@…] o una cita con formato</translation>
        </message>
        <message>
            <source>Documents (*.tex *.ltx *.md *.markdown *.qmd *.Rmd);;All files (*)</source>
            <translation>Documentos (*.tex *.ltx *.md *.markdown *.qmd *.Rmd);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>&amp;Read PDF</source>
            <translation>&amp;Leer el PDF</translation>
        </message>
        <message>
            <source>Read the paper's PDF in Papershelf, with highlights and notes</source>
            <translation>Leer el PDF del artículo en Papershelf, con resaltados y notas</translation>
        </message>
        <message>
            <source>Show this paper as a formatted reference in the citation style (Preferences)</source>
            <translation>Mostrar este artículo como referencia con formato en el estilo de cita (Preferencias)</translation>
        </message>
        <message>
            <source>Add tag…</source>
            <translation>Añadir etiqueta…</translation>
        </message>
        <message>
            <source>Statistics as Numbers</source>
            <translation>Estadísticas en números</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>Gráficos</translation>
        </message>
        <message>
            <source>Remove this tag from the paper</source>
            <translation>Quitar esta etiqueta del artículo</translation>
        </message>
        <message>
            <source>No paper left to triage</source>
            <translation>No quedan artículos por clasificar</translation>
        </message>
        <message>
            <source>Triage: {title}</source>
            <translation>Clasificación: {title}</translation>
        </message>
        <message>
            <source>Pages of {title}</source>
            <translation>Páginas de {title}</translation>
        </message>
        <message>
            <source>Page {page} of {count}</source>
            <translation>Página {page} de {count}</translation>
        </message>
        <message>
            <source>Suggested tags: {keyed}</source>
            <translation>Etiquetas sugeridas: {keyed}</translation>
        </message>
        <message>
            <source>DOIs and arXiv ids, one per line or separated by spaces — bare, doi:…, https://doi.org/…, arXiv:…, or arxiv.org links. They are looked up at Crossref, doi.org and arXiv when you press Add.</source>
            <translation>DOI e ids de arXiv, uno por línea o separados por espacios: sin prefijo, doi:…, https://doi.org/…, arXiv:… o enlaces de arxiv.org. Se consultan en Crossref, doi.org y arXiv al pulsar Añadir.</translation>
        </message>
        <message>
            <source>&amp;Restore from Backup…</source>
            <translation>&amp;Restaurar desde copia de seguridad…</translation>
        </message>
        <message>
            <source>Rich Text (Word)</source>
            <translation>Texto enriquecido (Word)</translation>
        </message>
        <message>
            <source>Plain text</source>
            <translation>Texto sin formato</translation>
        </message>
        <message>
            <source>title</source>
            <translation>título</translation>
        </message>
        <message>
            <source>authors</source>
            <translation>autores</translation>
        </message>
        <message>
            <source>year</source>
            <translation>año</translation>
        </message>
        <message>
            <source>venue</source>
            <translation>fuente</translation>
        </message>
        <message>
            <source>abstract</source>
            <translation>resumen</translation>
        </message>
        <message>
            <source>keywords</source>
            <translation>palabras clave</translation>
        </message>
        <message>
            <source>notes</source>
            <translation>notas</translation>
        </message>
        <message>
            <source>status</source>
            <translation>estado</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>valoración</translation>
        </message>
        <message>
            <source>type</source>
            <translation>tipo</translation>
        </message>
        <message>
            <source>citation key</source>
            <translation>clave de cita</translation>
        </message>
        <message>
            <source>other fields</source>
            <translation>otros campos</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nombre</translation>
        </message>
        <message>
            <source>query</source>
            <translation>consulta</translation>
        </message>
        <message>
            <source>colour</source>
            <translation>color</translation>
        </message>
        <message>
            <source>description</source>
            <translation>descripción</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(vacío)</translation>
        </message>
        <message>
            <source>(not there)</source>
            <translation>(no existe)</translation>
        </message>
        <message>
            <source>someone else</source>
            <translation>otra persona</translation>
        </message>
        <message>
            <source>Someone else changed {fields} while you edited; your other changes are saved. Yours for these are still in the form: Retry to choose again.</source>
            <translation>Otra persona cambió {fields} mientras usted editaba; sus demás cambios están guardados. Sus valores para estos siguen en el formulario: pulse Reintentar para elegir de nuevo.</translation>
        </message>
        <message>
            <source>Keep (left)</source>
            <translation>Conservar (izquierda)</translation>
        </message>
        <message>
            <source>Other (right)</source>
            <translation>Otra (derecha)</translation>
        </message>
        <message>
            <source>Evidence: {evidence}</source>
            <translation>Indicio: {evidence}</translation>
        </message>
        <message>
            <source>Evidence: {evidence} — not sure: tick the fields to take</source>
            <translation>Indicio: {evidence} — no es seguro: marque los campos que quiere tomar</translation>
        </message>
        <message>
            <source>sure: {reason}</source>
            <translation>seguro: {reason}</translation>
        </message>
        <message>
            <source>possible: {reason}</source>
            <translation>posible: {reason}</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>Omitir</translation>
        </message>
        <message>
            <source>Merge</source>
            <translation>Fusionar</translation>
        </message>
        <message>
            <source>Import Anyway</source>
            <translation>Importar de todos modos</translation>
        </message>
        <message>
            <source>Already there (left)</source>
            <translation>Ya existente (izquierda)</translation>
        </message>
        <message>
            <source>Incoming (right)</source>
            <translation>Entrante (derecha)</translation>
        </message>
        <message>
            <source>Show in &amp;Folder</source>
            <translation>Mostrar en la &amp;carpeta</translation>
        </message>
        <message>
            <source>Open a Backup…</source>
            <translation>Abrir una copia de seguridad…</translation>
        </message>
        <message>
            <source>Create a New Library…</source>
            <translation>Crear una biblioteca nueva…</translation>
        </message>
        <message>
            <source>Try Again</source>
            <translation>Reintentar</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Salir</translation>
        </message>
        <message>
            <source>daily</source>
            <translation>diaria</translation>
        </message>
        <message>
            <source>manual</source>
            <translation>manual</translation>
        </message>
        <message>
            <source>before delete</source>
            <translation>antes de eliminar</translation>
        </message>
        <message>
            <source>before new keys</source>
            <translation>antes de claves nuevas</translation>
        </message>
        <message>
            <source>before merge</source>
            <translation>antes de fusionar</translation>
        </message>
        <message>
            <source>before tag delete</source>
            <translation>antes de eliminar una etiqueta</translation>
        </message>
        <message>
            <source>before tag merge</source>
            <translation>antes de fusionar etiquetas</translation>
        </message>
        <message>
            <source>before restore</source>
            <translation>antes de restaurar</translation>
        </message>
        <message>
            <source>Make It a Library</source>
            <translation>Convertirlo en biblioteca</translation>
        </message>
        <message>
            <source>Papershelf never asks for a password and never stores one: libpq reads it from ~/.pgpass, the PGPASSWORD variable or a service in pg_service.conf.</source>
            <translation>Papershelf nunca pide una contraseña ni la guarda: libpq la lee de ~/.pgpass, de la variable PGPASSWORD o de un servicio en pg_service.conf.</translation>
        </message>
        <message>
            <source>Leave the password out of the URL: put it in ~/.pgpass instead.</source>
            <translation>Deje la contraseña fuera de la URL: póngala en ~/.pgpass.</translation>
        </message>
        <message>
            <source>&amp;Server:</source>
            <translation>&amp;Servidor:</translation>
        </message>
        <message>
            <source>&amp;Port:</source>
            <translation>&amp;Puerto:</translation>
        </message>
        <message>
            <source>&amp;Database:</source>
            <translation>&amp;Base de datos:</translation>
        </message>
        <message>
            <source>&amp;User:</source>
            <translation>&amp;Usuario:</translation>
        </message>
        <message>
            <source>&amp;Encryption (SSL mode):</source>
            <translation>&amp;Cifrado (modo SSL):</translation>
        </message>
        <message>
            <source>Or paste a &amp;URL:</source>
            <translation>O pegue una &amp;URL:</translation>
        </message>
        <message>
            <source>Zotero database (zotero.sqlite zotero.sqlite.bak *.sqlite);;All files (*)</source>
            <translation>Base de datos de Zotero (zotero.sqlite zotero.sqlite.bak *.sqlite);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>no server is running there</source>
            <translation>no hay ningún servidor en marcha allí</translation>
        </message>
        <message>
            <source>no answer</source>
            <translation>sin respuesta</translation>
        </message>
        <message>
            <source>unknown server name</source>
            <translation>nombre de servidor desconocido</translation>
        </message>
        <message>
            <source>another Papershelf window writes it</source>
            <translation>otra ventana de Papershelf escribe en ella</translation>
        </message>
        <message>
            <source>reading</source>
            <translation>leyendo</translation>
        </message>
        <message>
            <source>read</source>
            <translation>leído</translation>
        </message>
        <message>
            <source>skip</source>
            <translation>omitir</translation>
        </message>
        <message>
            <source>rate</source>
            <translation>valorar</translation>
        </message>
        <message>
            <source>tag</source>
            <translation>etiqueta</translation>
        </message>
        <message>
            <source>list</source>
            <translation>lista</translation>
        </message>
        <message>
            <source>open link</source>
            <translation>abrir enlace</translation>
        </message>
        <message>
            <source>back</source>
            <translation>atrás</translation>
        </message>
        <message>
            <source>undo</source>
            <translation>deshacer</translation>
        </message>
        <message>
            <source>leave</source>
            <translation>salir</translation>
        </message>
        <message>
            <source>This view</source>
            <translation>Esta vista</translation>
        </message>
        <message>
            <source>New imports</source>
            <translation>Nuevas importaciones</translation>
        </message>
        <message>
            <source>You marked it read</source>
            <translation>Lo marcó como leído</translation>
        </message>
        <message>
            <source>You marked it to read now</source>
            <translation>Lo marcó para leerlo ahora</translation>
        </message>
        <message>
            <source>You skipped it</source>
            <translation>Lo omitió</translation>
        </message>
        <message>
            <source>Cited</source>
            <translation>Citados</translation>
        </message>
        <message>
            <source>Missing</source>
            <translation>Faltan</translation>
        </message>
        <message>
            <source>Uncited</source>
            <translation>Sin citar</translation>
        </message>
        <message>
            <source>its .aux</source>
            <translation>su .aux</translation>
        </message>
        <message>
            <source>its .bcf</source>
            <translation>su .bcf</translation>
        </message>
        <message>
            <source>its sources</source>
            <translation>sus fuentes</translation>
        </message>
        <message>
            <source>the document</source>
            <translation>el documento</translation>
        </message>
        <message>
            <source>Highlight</source>
            <translation>Resaltado</translation>
        </message>
        <message>
            <source>Underline</source>
            <translation>Subrayado</translation>
        </message>
        <message>
            <source>Strike out</source>
            <translation>Tachado</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <source>Area</source>
            <translation>Área</translation>
        </message>
        <message>
            <source>from the file</source>
            <translation>del archivo</translation>
        </message>
        <message>
            <source>from Zotero</source>
            <translation>de Zotero</translation>
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation>&amp;Buscar…</translation>
        </message>
        <message>
            <source>Find words in this PDF</source>
            <translation>Buscar palabras en este PDF</translation>
        </message>
        <message>
            <source>Find &amp;Next</source>
            <translation>Buscar &amp;siguiente</translation>
        </message>
        <message>
            <source>Find Pre&amp;vious</source>
            <translation>Buscar a&amp;nterior</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>&amp;Ampliar</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>&amp;Reducir</translation>
        </message>
        <message>
            <source>Fit &amp;Width</source>
            <translation>Ajustar al an&amp;cho</translation>
        </message>
        <message>
            <source>Fit &amp;Page</source>
            <translation>Ajustar a la &amp;página</translation>
        </message>
        <message>
            <source>&amp;Go to Page…</source>
            <translation>&amp;Ir a la página…</translation>
        </message>
        <message>
            <source>&amp;Back</source>
            <translation>&amp;Atrás</translation>
        </message>
        <message>
            <source>Back to where a link was followed from</source>
            <translation>Volver al lugar desde el que se siguió un enlace</translation>
        </message>
        <message>
            <source>&amp;Forward</source>
            <translation>A&amp;delante</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copiar</translation>
        </message>
        <message>
            <source>Copy the selected words</source>
            <translation>Copiar las palabras seleccionadas</translation>
        </message>
        <message>
            <source>&amp;Highlight</source>
            <translation>&amp;Resaltar</translation>
        </message>
        <message>
            <source>Highlight the selected words</source>
            <translation>Resaltar las palabras seleccionadas</translation>
        </message>
        <message>
            <source>&amp;Underline</source>
            <translation>&amp;Subrayar</translation>
        </message>
        <message>
            <source>Underline the selected words</source>
            <translation>Subrayar las palabras seleccionadas</translation>
        </message>
        <message>
            <source>&amp;Strike Out</source>
            <translation>&amp;Tachar</translation>
        </message>
        <message>
            <source>Strike the selected words out</source>
            <translation>Tachar las palabras seleccionadas</translation>
        </message>
        <message>
            <source>Sticky &amp;Note</source>
            <translation>&amp;Nota adhesiva</translation>
        </message>
        <message>
            <source>A note at the selected words; type it below</source>
            <translation>Una nota en las palabras seleccionadas; escríbala debajo</translation>
        </message>
        <message>
            <source>&amp;Area</source>
            <translation>Á&amp;rea</translation>
        </message>
        <message>
            <source>Drag a rectangle over a figure, a table or an equation</source>
            <translation>Arrastrar un rectángulo sobre una figura, una tabla o una ecuación</translation>
        </message>
        <message>
            <source>Co&amp;mment</source>
            <translation>Co&amp;mentario</translation>
        </message>
        <message>
            <source>Comment on the selected annotation</source>
            <translation>Comentar la anotación seleccionada</translation>
        </message>
        <message>
            <source>&amp;Save Annotations to PDF</source>
            <translation>&amp;Guardar las anotaciones en el PDF</translation>
        </message>
        <message>
            <source>Write them into the file</source>
            <translation>Escribirlas en el archivo</translation>
        </message>
        <message>
            <source>Annotations to &amp;Notes</source>
            <translation>Anotaciones a las &amp;notas</translation>
        </message>
        <message>
            <source>Add the quotes and comments to the notes</source>
            <translation>Añadir las citas y los comentarios a las notas</translation>
        </message>
        <message>
            <source>Open in System &amp;Viewer</source>
            <translation>Abrir en el &amp;visor del sistema</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Cerrar</translation>
        </message>
        <message>
            <source>Every key of the reader</source>
            <translation>Todas las teclas del lector</translation>
        </message>
        <message>
            <source>Rotate &amp;Clockwise</source>
            <translation>Girar en sentido &amp;horario</translation>
        </message>
        <message>
            <source>Rotate &amp;Anticlockwise</source>
            <translation>Girar en sentido &amp;antihorario</translation>
        </message>
        <message>
            <source>&amp;Dark Pages</source>
            <translation>Páginas &amp;oscuras</translation>
        </message>
        <message>
            <source>Light text on dark pages (remembered)</source>
            <translation>Texto claro sobre páginas oscuras (se recuerda)</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>Página siguiente</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>Página anterior</translation>
        </message>
        <message>
            <source>Down a screen</source>
            <translation>Bajar una pantalla</translation>
        </message>
        <message>
            <source>Up a screen</source>
            <translation>Subir una pantalla</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>Primera página</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>Última página</translation>
        </message>
        <message>
            <source>Zoom about the mouse</source>
            <translation>Hacer zoom alrededor del ratón</translation>
        </message>
        <message>
            <source>Select words</source>
            <translation>Seleccionar palabras</translation>
        </message>
        <message>
            <source>Drag</source>
            <translation>Arrastrar</translation>
        </message>
        <message>
            <source>Follow a link</source>
            <translation>Seguir un enlace</translation>
        </message>
        <message>
            <source>Click</source>
            <translation>Clic</translation>
        </message>
        <message>
            <source>Leave the area tool</source>
            <translation>Salir de la herramienta de área</translation>
        </message>
        <message>
            <source>Delete the selected annotation</source>
            <translation>Eliminar la anotación seleccionada</translation>
        </message>
        <message>
            <source>Del (in the panel)</source>
            <translation>Supr (en el panel)</translation>
        </message>
        <message>
            <source>Save the comment</source>
            <translation>Guardar el comentario</translation>
        </message>
        <message>
            <source>Ctrl+Enter (in the comment)</source>
            <translation>Ctrl+Intro (en el comentario)</translation>
        </message>
        <message>
            <source>open the app on your library</source>
            <translation>abrir la aplicación con su biblioteca</translation>
        </message>
        <message>
            <source>open (or create) another library</source>
            <translation>abrir (o crear) otra biblioteca</translation>
        </message>
        <message>
            <source>a shared library</source>
            <translation>una biblioteca compartida</translation>
        </message>
        <message>
            <source>complete entries made from abstracts</source>
            <translation>completar entradas creadas a partir de resúmenes</translation>
        </message>
        <message>
            <source>for pandoc --citeproc</source>
            <translation>para pandoc --citeproc</translation>
        </message>
        <message>
            <source>what a LaTeX project cites, and lacks</source>
            <translation>lo que cita un proyecto LaTeX y lo que le falta</translation>
        </message>
        <message>
            <source>its highlights</source>
            <translation>sus resaltados</translation>
        </message>
        <message>
            <source>onto a server</source>
            <translation>a un servidor</translation>
        </message>
        <message>
            <source>The library is chosen by --library, else the PAPERSHELF_LIBRARY variable, else the
default file in your user data folder (created with a sample reading list on first run).
A shared library's password comes from ~/.pgpass, PGPASSWORD or a pg_service.conf
service, never from Papershelf (docs/shared-library.md).</source>
            <translation>La biblioteca se elige con --library; si no, con la variable PAPERSHELF_LIBRARY; si no, es
el archivo predeterminado de su carpeta de datos de usuario (creado con una lista de lectura
de ejemplo la primera vez). La contraseña de una biblioteca compartida viene de ~/.pgpass,
PGPASSWORD o un servicio de pg_service.conf, nunca de Papershelf (docs/shared-library.md).</translation>
        </message>
        <message>
            <source>the disk is full ({error}); the unfinished change was not saved</source>
            <translation>el disco está lleno ({error}); el cambio sin terminar no se guardó</translation>
        </message>
        <message>
            <source>the library is read-only ({error}); the change was not saved</source>
            <translation>la biblioteca es de solo lectura ({error}); el cambio no se guardó</translation>
        </message>
        <message>
            <source>cannot open the library file ({error}); is its folder writable?</source>
            <translation>no se puede abrir el archivo de la biblioteca ({error}); ¿se puede escribir en su carpeta?</translation>
        </message>
        <message>
            <source>not allowed to write to the library ({error}); the change was not saved</source>
            <translation>no hay permiso para escribir en la biblioteca ({error}); el cambio no se guardó</translation>
        </message>
        <message>
            <source>this library is open read-only here ({error}); the change was not saved</source>
            <translation>esta biblioteca está abierta aquí en solo lectura ({error}); el cambio no se guardó</translation>
        </message>
        <message>
            <source>another program is writing to the library ({error}); try again later</source>
            <translation>otro programa está escribiendo en la biblioteca ({error}); inténtelo más tarde</translation>
        </message>
        <message>
            <source>the library file is damaged ({error}); restore a backup</source>
            <translation>el archivo de la biblioteca está dañado ({error}); restaure una copia de seguridad</translation>
        </message>
        <message>
            <source>the disk reported an error ({error}); the change was not saved</source>
            <translation>el disco informó de un error ({error}); el cambio no se guardó</translation>
        </message>
        <message>
            <source>year: expects 2023, 2020..2024 or &gt;=2022</source>
            <translation>year: espera 2023, 2020..2024 o &gt;=2022</translation>
        </message>
        <message>
            <source>rating: expects a number of stars, e.g. rating:&gt;=4</source>
            <translation>rating: espera un número de estrellas, p. ej. rating:&gt;=4</translation>
        </message>
        <message>
            <source>readers: expects a number of members who have read it, e.g. readers:&gt;=2</source>
            <translation>readers: espera un número de miembros que lo han leído, p. ej. readers:&gt;=2</translation>
        </message>
        <message>
            <source>query language:
  graph neural        entries with words starting 'graph' and 'neural' (any field)
  "exact phrase"      these words in this order; "graph neur"* ends with a prefix
  title:diffusion     also author: abstract: venue: notes: keywords:
  key:vaswani2017 doi:10.48550 type:inproceedings
  tag:ml              tagged ml or anything below it (ml/rl)
  list:"To read"      in that reading list
  year:2023  year:2020..2024  year:&gt;=2022  rating:&gt;=4  status:unread|reading
  added:&lt;30d  added:2026-01..2026-06
  related:vaswani2017  papers like that one (related:a,b: like both)
  attachments:none  attachments:missing (files not found)  attachments:pdf
  fulltext:"a sentence"  in the text of an attached PDF (plain words search it too,
                      ranked below the papers whose own fields match)
  annotation:"words"  in the words you highlighted in its PDF, or your comments on them
  -word  NOT word  a OR b  (a OR b) c
Accents and case are ignored; with words, results come best match first.</source>
            <translation>lenguaje de consulta:
  graph neural        entradas con palabras que empiezan por «graph» y «neural» (cualquier campo)
  "exact phrase"      estas palabras en este orden; "graph neur"* termina en un prefijo
  title:diffusion     también author: abstract: venue: notes: keywords:
  key:vaswani2017 doi:10.48550 type:inproceedings
  tag:ml              con la etiqueta ml o cualquiera por debajo (ml/rl)
  list:"To read"      en esa lista de lectura
  year:2023  year:2020..2024  year:&gt;=2022  rating:&gt;=4  status:unread|reading
  added:&lt;30d  added:2026-01..2026-06
  related:vaswani2017  artículos parecidos a ese (related:a,b: parecidos a ambos)
  attachments:none  attachments:missing (archivos no encontrados)  attachments:pdf
  fulltext:"a sentence"  en el texto de un PDF adjunto (las palabras sueltas también lo buscan,
                      por detrás de los artículos cuyos propios campos coinciden)
  annotation:"words"  en las palabras que resaltó en su PDF o en sus comentarios sobre ellas
  -word  NOT word  a OR b  (a OR b) c
Se ignoran los acentos y las mayúsculas; con palabras, los resultados van de mejor a peor coincidencia.</translation>
        </message>
        <message>
            <source>the same DOI</source>
            <translation>el mismo DOI</translation>
        </message>
        <message>
            <source>the same arXiv id</source>
            <translation>el mismo identificador arXiv</translation>
        </message>
        <message>
            <source>the same key, title and year</source>
            <translation>la misma clave, título y año</translation>
        </message>
        <message>
            <source>the same title, year and authors</source>
            <translation>el mismo título, año y autores</translation>
        </message>
        <message>
            <source>the same title and year</source>
            <translation>el mismo título y año</translation>
        </message>
        <message>
            <source>the same abstract</source>
            <translation>el mismo resumen</translation>
        </message>
        <message>
            <source>a nearly identical title and year</source>
            <translation>un título casi idéntico y el mismo año</translation>
        </message>
        <message>
            <source>A pattern is text and [fields]: [auth] [authN] [authEtAl] [authors] [authorsN] [year] [title] [shorttitle] [veryshorttitle] [firstpage] [lastpage], each with modifiers {modifiers}. Default: {default} (vaswani2017attention).</source>
            <translation>Un patrón es texto y [campos]: [auth] [authN] [authEtAl] [authors] [authorsN] [year] [title] [shorttitle] [veryshorttitle] [firstpage] [lastpage], cada uno con los modificadores {modifiers}. Predeterminado: {default} (vaswani2017attention).</translation>
        </message>
        <message>
            <source>the part of the library it searches: tag:NAME, list:NAME, status:unread|reading|read, recent:DAYS, unfiled (default: everything)</source>
            <translation>la parte de la biblioteca en la que busca: tag:NAME, list:NAME, status:unread|reading|read, recent:DAYS, unfiled (predeterminado: todo)</translation>
        </message>
        <message>
            <source>your own private tag, seen by you only (a shared library; find: mytag:TAG)</source>
            <translation>tu propia etiqueta privada, visible solo para ti (biblioteca compartida; buscar: mytag:TAG)</translation>
        </message>
        <message>
            <source>search words choosing the entries to tag</source>
            <translation>palabras de búsqueda que eligen las entradas que etiquetar</translation>
        </message>
        <message>
            <source>tag every entry of the library (no QUERY)</source>
            <translation>etiquetar todas las entradas de la biblioteca (sin QUERY)</translation>
        </message>
        <message>
            <source>search words choosing the entries to untag</source>
            <translation>palabras de búsqueda que eligen las entradas a las que quitar la etiqueta</translation>
        </message>
        <message>
            <source>untag every entry of the library (no QUERY)</source>
            <translation>quitar la etiqueta a todas las entradas de la biblioteca (sin QUERY)</translation>
        </message>
        <message>
            <source>search words choosing the entries to delete</source>
            <translation>palabras de búsqueda que eligen las entradas que borrar</translation>
        </message>
        <message>
            <source>delete every entry of the library (no QUERY)</source>
            <translation>borrar todas las entradas de la biblioteca (sin QUERY)</translation>
        </message>
        <message>
            <source>search words choosing the entries to give new keys</source>
            <translation>palabras de búsqueda que eligen las entradas que reciben claves nuevas</translation>
        </message>
        <message>
            <source>give every entry of the library a new key (no QUERY)</source>
            <translation>dar una clave nueva a todas las entradas de la biblioteca (sin QUERY)</translation>
        </message>
        <message>
            <source>search words choosing the entries to add</source>
            <translation>palabras de búsqueda que eligen las entradas que añadir</translation>
        </message>
        <message>
            <source>add every entry of the library (no QUERY)</source>
            <translation>añadir todas las entradas de la biblioteca (sin QUERY)</translation>
        </message>
        <message>
            <source>search words choosing the entries to take out</source>
            <translation>palabras de búsqueda que eligen las entradas que sacar</translation>
        </message>
        <message>
            <source>take out every entry of the library (no QUERY)</source>
            <translation>sacar todas las entradas de la biblioteca (sin QUERY)</translation>
        </message>
        <message>
            <source>this would delete {listed}; nothing was changed: pass --yes to delete them without being asked (standard input is not a terminal)</source>
            <translation>esto borraría {listed}; no se cambió nada: indique --yes para borrarlas sin que se le pregunte (la entrada estándar no es un terminal)</translation>
        </message>
        <message>
            <source>papershelf: this will delete {listed}</source>
            <translation>papershelf: esto borrará {listed}</translation>
        </message>
        <message>
            <source>Delete them?</source>
            <translation>¿Borrarlas?</translation>
        </message>
        <message numerus="yes">
            <source>%n marked unread ({member}'s own status)</source>
            <translation>
                <numerusform>%n marcada como no leída (estado propio de {member})</numerusform>
                <numerusform>%n marcadas como no leídas (estado propio de {member})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked unread (their own status)</source>
            <translation>
                <numerusform>%n marcada como no leída (su propio estado)</numerusform>
                <numerusform>%n marcadas como no leídas (su propio estado)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked reading ({member}'s own status)</source>
            <translation>
                <numerusform>%n marcada como en lectura (estado propio de {member})</numerusform>
                <numerusform>%n marcadas como en lectura (estado propio de {member})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked reading (their own status)</source>
            <translation>
                <numerusform>%n marcada como en lectura (su propio estado)</numerusform>
                <numerusform>%n marcadas como en lectura (su propio estado)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked read ({member}'s own status)</source>
            <translation>
                <numerusform>%n marcada como leída (estado propio de {member})</numerusform>
                <numerusform>%n marcadas como leídas (estado propio de {member})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked read (their own status)</source>
            <translation>
                <numerusform>%n marcada como leída (su propio estado)</numerusform>
                <numerusform>%n marcadas como leídas (su propio estado)</numerusform>
            </translation>
        </message>
        <message>
            <source>cannot import a FIFO (named pipe); to import from a pipe use '-' (standard input)</source>
            <translation>no se puede importar un FIFO (tubería con nombre); para importar desde una tubería use '-' (entrada estándar)</translation>
        </message>
        <message>
            <source>cannot import a device</source>
            <translation>no se puede importar un dispositivo</translation>
        </message>
        <message>
            <source>cannot import a socket</source>
            <translation>no se puede importar un socket</translation>
        </message>
        <message>
            <source>Bibliographies and PDFs (*.bib *.bibtex *.ris *.json *.xml *.txt *.text *.md *.pdf);;BibTeX (*.bib *.bibtex);;RIS (*.ris);;CSL-JSON (*.json);;EndNote XML (*.xml);;PDFs (*.pdf);;Abstract lists (*.txt *.text *.md);;All files (*)</source>
            <translation>Bibliografías y PDF (*.bib *.bibtex *.ris *.json *.xml *.txt *.text *.md *.pdf);;BibTeX (*.bib *.bibtex);;RIS (*.ris);;CSL-JSON (*.json);;EndNote XML (*.xml);;PDF (*.pdf);;Listas de resúmenes (*.txt *.text *.md);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>BibLaTeX (.bib, UTF-8)</source>
            <translation>BibLaTeX (.bib, UTF-8)</translation>
        </message>
        <message>
            <source>BibTeX (*.bib);;CSL-JSON for Pandoc (*.json);;RIS (*.ris);;All files (*)</source>
            <translation>BibTeX (*.bib);;CSL-JSON para Pandoc (*.json);;RIS (*.ris);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Add papers: Paper › New Entry… (Ctrl+N), Add by Identifier… (Ctrl+Shift+A), paste (Ctrl+V), File › Import… (Ctrl+O), or drag .bib, .ris, CSL-JSON, EndNote .xml, PDF or .txt files onto this window</source>
            <translation>Añadir artículos: Artículo › Nueva entrada… (Ctrl+N), Añadir por identificador… (Ctrl+Mayús+A), pegar (Ctrl+V), Archivo › Importar… (Ctrl+O), o arrastrar archivos .bib, .ris, CSL-JSON, EndNote .xml, PDF o .txt a esta ventana</translation>
        </message>
        <message>
            <source>Add papers: New Entry (Ctrl+N), Add by Identifier (Ctrl+Shift+A), paste (Ctrl+V), Import (Ctrl+O), or drop files here</source>
            <translation>Añadir artículos: Nueva entrada (Ctrl+N), Añadir por identificador (Ctrl+Mayús+A), pegar (Ctrl+V), Importar (Ctrl+O), o soltar archivos aquí</translation>
        </message>
        <message>
            <source>No unread papers.</source>
            <translation>No hay artículos sin leer.</translation>
        </message>
        <message>
            <source>No reading papers.</source>
            <translation>No hay artículos en lectura.</translation>
        </message>
        <message>
            <source>No read papers.</source>
            <translation>No hay artículos leídos.</translation>
        </message>
        <message>
            <source>Journal article</source>
            <translation>Artículo de revista</translation>
        </message>
        <message>
            <source>Conference paper</source>
            <translation>Comunicación en congreso</translation>
        </message>
        <message>
            <source>Book</source>
            <translation>Libro</translation>
        </message>
        <message>
            <source>Book chapter</source>
            <translation>Capítulo de libro</translation>
        </message>
        <message>
            <source>PhD thesis</source>
            <translation>Tesis doctoral</translation>
        </message>
        <message>
            <source>Master's thesis</source>
            <translation>Tesis de máster</translation>
        </message>
        <message>
            <source>Technical report</source>
            <translation>Informe técnico</translation>
        </message>
        <message>
            <source>Unpublished</source>
            <translation>Inédito</translation>
        </message>
        <message>
            <source>Manual</source>
            <translation>Manual</translation>
        </message>
        <message>
            <source>Proceedings</source>
            <translation>Actas</translation>
        </message>
        <message>
            <source>Booklet</source>
            <translation>Folleto</translation>
        </message>
        <message>
            <source>Miscellaneous</source>
            <translation>Varios</translation>
        </message>
        <message>
            <source>Web page</source>
            <translation>Página web</translation>
        </message>
        <message>
            <source>a folder</source>
            <translation>una carpeta</translation>
        </message>
        <message>
            <source>a FIFO (named pipe)</source>
            <translation>un FIFO (tubería con nombre)</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>un socket</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>un dispositivo</translation>
        </message>
        <message>
            <source>not a regular file</source>
            <translation>no un archivo normal</translation>
        </message>
        <message>
            <source>derived data (search index, tag sort, statistics)</source>
            <translation>datos derivados (índice de búsqueda, orden por etiquetas, estadísticas)</translation>
        </message>
        <message>
            <source>the file is read-only: this user may not write it</source>
            <translation>el archivo es de solo lectura: este usuario no puede escribir en él</translation>
        </message>
        <message>
            <source>a library on a server, not a file: this applies only to a library file</source>
            <translation>una biblioteca en un servidor, no un archivo: esto solo se aplica a un archivo de biblioteca</translation>
        </message>
        <message>
            <source>made by a newer Papershelf (schema {version}, this one reads up to {known}); read-only: update Papershelf to change it</source>
            <translation>creada por un Papershelf más reciente (esquema {version}, este lee hasta el {known}); solo lectura: actualice Papershelf para modificarla</translation>
        </message>
        <message>
            <source>this role may only read the library (no INSERT, UPDATE or DELETE on its tables)</source>
            <translation>este rol solo puede leer la biblioteca (sin INSERT, UPDATE ni DELETE en sus tablas)</translation>
        </message>
        <message>
            <source>another process has this file open by another name (a hard link); writing through two names would damage it</source>
            <translation>otro proceso tiene este archivo abierto con otro nombre (un enlace duro); escribir a través de dos nombres lo dañaría</translation>
        </message>
        <message>
            <source>The library is busy: another program (such as an import from the command line) is writing to it.</source>
            <translation>La biblioteca está ocupada: otro programa (como una importación desde la línea de órdenes) está escribiendo en ella.</translation>
        </message>
        <message>
            <source>The library file is read-only: this window cannot write to it.</source>
            <translation>El archivo de la biblioteca es de solo lectura: esta ventana no puede escribir en él.</translation>
        </message>
        <message>
            <source>The connection to the library's server was lost (it restarted, or the network went away); saving again connects anew.</source>
            <translation>Se perdió la conexión con el servidor de la biblioteca (se reinició o la red dejó de funcionar); al guardar de nuevo se vuelve a conectar.</translation>
        </message>
        <message>
            <source>The disk holding the library is full or failing.</source>
            <translation>El disco que contiene la biblioteca está lleno o falla.</translation>
        </message>
        <message>
            <source>The library file is damaged.</source>
            <translation>El archivo de la biblioteca está dañado.</translation>
        </message>
        <message>
            <source>Nothing was saved.</source>
            <translation>No se guardó nada.</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>No se cambió nada.</translation>
        </message>
        <message>
            <source>schema {version} is older than this Papershelf's ({known}) and this role may not upgrade it; read-only: an administrator (the tables' owner) must open it once with this Papershelf to upgrade it</source>
            <translation>el esquema {version} es anterior al de este Papershelf ({known}) y este rol no puede actualizarlo; solo lectura: un administrador (el propietario de las tablas) debe abrirla una vez con este Papershelf para actualizarla</translation>
        </message>
        <message>
            <source>is Mendeley Desktop's own database, encrypted since Mendeley 1.19 so that no other program can read it: in Mendeley choose File &gt; Export... &gt; BibTeX and import that file</source>
            <translation>es la base de datos propia de Mendeley Desktop, cifrada desde Mendeley 1.19 para que ningún otro programa pueda leerla: en Mendeley elija Archivo &gt; Exportar... &gt; BibTeX e importe ese archivo</translation>
        </message>
        <message>
            <source>Zotero seems to be running (zotero.sqlite-wal is not empty): what it changed since its last checkpoint may be missing; close Zotero and import again to bring it</source>
            <translation>Parece que Zotero se está ejecutando (zotero.sqlite-wal no está vacío): puede faltar lo que cambió desde su último punto de control; cierre Zotero e importe de nuevo para traerlo</translation>
        </message>
        <message>
            <source>could not be shown: the PDF renderer stopped on it (the file may be damaged)</source>
            <translation>no se pudo mostrar: el motor de PDF se detuvo en él (puede que el archivo esté dañado)</translation>
        </message>
        <message>
            <source>added: expects 30d, 2026-01, 2026-01..2026-06 or &gt;=2026-03-15</source>
            <translation>added: espera 30d, 2026-01, 2026-01..2026-06 o &gt;=2026-03-15</translation>
        </message>
        <message>
            <source>attachments: is none, any, missing or a kind of file (pdf, html, ...)</source>
            <translation>attachments: es none, any, missing o un tipo de archivo (pdf, html, ...)</translation>
        </message>
        <message>
            <source>notes:idea</source>
            <translation>notes:idea</translation>
        </message>
        <message>
            <source>keywords:graphs</source>
            <translation>keywords:grafos</translation>
        </message>
        <message>
            <source>list:"To read"</source>
            <translation>list:"Por leer"</translation>
        </message>
        <message>
            <source>fulltext:"a sentence in the PDF"</source>
            <translation>fulltext:"una frase del PDF"</translation>
        </message>
        <message>
            <source>annotation:"words you highlighted or commented"</source>
            <translation>annotation:"palabras que resaltó o comentó"</translation>
        </message>
        <message>
            <source>mytag:thesis</source>
            <translation>mytag:tesis</translation>
        </message>
        <message>
            <source>same day</source>
            <translation>el mismo día</translation>
        </message>
        <message>
            <source>within a week</source>
            <translation>en una semana</translation>
        </message>
        <message>
            <source>within a month</source>
            <translation>en un mes</translation>
        </message>
        <message>
            <source>1–3 months</source>
            <translation>1–3 meses</translation>
        </message>
        <message>
            <source>3–12 months</source>
            <translation>3–12 meses</translation>
        </message>
        <message>
            <source>over a year</source>
            <translation>más de un año</translation>
        </message>
        <message>
            <source>No venue</source>
            <translation>Sin publicación</translation>
        </message>
        <message>
            <source>No year</source>
            <translation>Sin año</translation>
        </message>
        <message>
            <source>Push Citation to Edi&amp;tor</source>
            <translation>Enviar cita al edi&amp;tor</translation>
        </message>
        <message>
            <source>&amp;TeXstudio</source>
            <translation>&amp;TeXstudio</translation>
        </message>
        <message>
            <source>Te&amp;xmaker</source>
            <translation>Te&amp;xmaker</translation>
        </message>
        <message>
            <source>E&amp;macs</source>
            <translation>E&amp;macs</translation>
        </message>
        <message>
            <source>&amp;Vim</source>
            <translation>&amp;Vim</translation>
        </message>
        <message>
            <source>&amp;Neovim</source>
            <translation>&amp;Neovim</translation>
        </message>
        <message>
            <source>&amp;LyX</source>
            <translation>&amp;LyX</translation>
        </message>
        <message>
            <source>&amp;Push Citation</source>
            <translation>&amp;Enviar cita</translation>
        </message>
        <message>
            <source>Insert \cite{…} of the selected papers into the editor chosen in Editor Settings</source>
            <translation>Insertar \cite{…} de los artículos seleccionados en el editor elegido en Ajustes del editor</translation>
        </message>
        <message>
            <source>&amp;Push Citation to {editor}</source>
            <translation>&amp;Enviar cita a {editor}</translation>
        </message>
        <message>
            <source>Editor &amp;Settings…</source>
            <translation>A&amp;justes del editor…</translation>
        </message>
        <message>
            <source>Which editor to push to, Vim's and Neovim's servers, each editor's command</source>
            <translation>A qué editor enviar, los servidores de Vim y Neovim, la orden de cada editor</translation>
        </message>
        <message>
            <source>(its pipe: ~/.lyx/lyxpipe.in)</source>
            <translation>(su tubería: ~/.lyx/lyxpipe.in)</translation>
        </message>
        <message>
            <source>DOI</source>
            <translation>DOI</translation>
        </message>
        <message>
            <source>arXiv id</source>
            <translation>identificador arXiv</translation>
        </message>
        <message>
            <source>Jan</source>
            <translation>ene</translation>
        </message>
        <message>
            <source>Feb</source>
            <translation>feb</translation>
        </message>
        <message>
            <source>Mar</source>
            <translation>mar</translation>
        </message>
        <message>
            <source>Apr</source>
            <translation>abr</translation>
        </message>
        <message>
            <source>May</source>
            <translation>may</translation>
        </message>
        <message>
            <source>Jun</source>
            <translation>jun</translation>
        </message>
        <message>
            <source>Jul</source>
            <translation>jul</translation>
        </message>
        <message>
            <source>Aug</source>
            <translation>ago</translation>
        </message>
        <message>
            <source>Sep</source>
            <translation>sept</translation>
        </message>
        <message>
            <source>Oct</source>
            <translation>oct</translation>
        </message>
        <message>
            <source>Nov</source>
            <translation>nov</translation>
        </message>
        <message>
            <source>Dec</source>
            <translation>dic</translation>
        </message>
    </context>
    <context>
        <name>Accessibility</name>
        <message>
            <source>Not rated</source>
            <translation>Sin valorar</translation>
        </message>
        <message>
            <source>{n} of 5 stars</source>
            <translation>{n} de 5 estrellas</translation>
        </message>
        <message>
            <source>No files</source>
            <translation>Sin archivos</translation>
        </message>
        <message>
            <source>Backups</source>
            <translation>Copias de seguridad</translation>
        </message>
        <message>
            <source>Entry type</source>
            <translation>Tipo de entrada</translation>
        </message>
        <message>
            <source>Incoming records that may be duplicates</source>
            <translation>Registros entrantes que pueden estar duplicados</translation>
        </message>
        <message>
            <source>Fields of the entry there and the record</source>
            <translation>Campos de la entrada existente y del registro</translation>
        </message>
    </context>
    <context>
        <name>AddByIdentifierDialog</name>
        <message>
            <source>DOIs and arXiv ids, one per line</source>
            <translation>DOI e ids de arXiv, uno por línea</translation>
        </message>
        <message>
            <source>What each identifier found</source>
            <translation>Lo que ha encontrado cada identificador</translation>
        </message>
    </context>
    <context>
        <name>AnnotationsPanel</name>
        <message>
            <source>Annotations</source>
            <translation>Anotaciones</translation>
        </message>
        <message>
            <source>Comment</source>
            <translation>Comentario</translation>
        </message>
        <message>
            <source>Comment on the selected annotation (Ctrl+Enter saves)</source>
            <translation>Comentario sobre la anotación seleccionada (Ctrl+Intro guarda)</translation>
        </message>
        <message>
            <source>Tags, separated by commas (Enter saves)</source>
            <translation>Etiquetas, separadas por comas (Intro guarda)</translation>
        </message>
        <message>
            <source>Tags of the annotation</source>
            <translation>Etiquetas de la anotación</translation>
        </message>
        <message>
            <source>Shared with the group</source>
            <translation>Compartida con el grupo</translation>
        </message>
        <message>
            <source>Every member sees this annotation; unticked, only you do (the default)</source>
            <translation>Todos los miembros ven esta anotación; sin marcar, solo usted (por defecto)</translation>
        </message>
        <message>
            <source>Only mine</source>
            <translation>Solo las mías</translation>
        </message>
        <message>
            <source>Hide the annotations others wrote</source>
            <translation>Ocultar las anotaciones escritas por otros</translation>
        </message>
    </context>
    <context>
        <name>Annotator</name>
        <message>
            <source>Select words first (drag over them).</source>
            <translation>Seleccione primero unas palabras (arrastre sobre ellas).</translation>
        </message>
        <message>
            <source>{kind} on p. {page}</source>
            <translation>{kind} en la p. {page}</translation>
        </message>
        <message>
            <source>Comment on p. {page}</source>
            <translation>Comentario en la p. {page}</translation>
        </message>
        <message>
            <source>Tags on p. {page}</source>
            <translation>Etiquetas en la p. {page}</translation>
        </message>
        <message>
            <source>Share the annotation on p. {page}</source>
            <translation>Compartir la anotación de la p. {page}</translation>
        </message>
        <message>
            <source>Make the annotation on p. {page} private</source>
            <translation>Hacer privada la anotación de la p. {page}</translation>
        </message>
        <message>
            <source>This PDF has no annotations yet.</source>
            <translation>Este PDF aún no tiene anotaciones.</translation>
        </message>
        <message>
            <source>The annotations were added to the paper's notes.</source>
            <translation>Las anotaciones se añadieron a las notas del artículo.</translation>
        </message>
    </context>
    <context>
        <name>CitationPicker</name>
        <message>
            <source>Search to cite</source>
            <translation>Buscar para citar</translation>
        </message>
        <message>
            <source>Papers found</source>
            <translation>Artículos encontrados</translation>
        </message>
    </context>
    <context>
        <name>DailyBackup</name>
        <message>
            <source>The daily backup was not taken: {why}</source>
            <translation>No se hizo la copia de seguridad diaria: {why}</translation>
        </message>
    </context>
    <context>
        <name>DuplicatesDialog</name>
        <message>
            <source>Possible duplicate pairs</source>
            <translation>Posibles pares de duplicados</translation>
        </message>
        <message>
            <source>Fields of the two entries</source>
            <translation>Campos de las dos entradas</translation>
        </message>
    </context>
    <context>
        <name>FindMetadataDialog</name>
        <message>
            <source>Papers to look up</source>
            <translation>Artículos que consultar</translation>
        </message>
        <message>
            <source>Fields found</source>
            <translation>Campos encontrados</translation>
        </message>
    </context>
    <context>
        <name>GoalEditor</name>
        <message>
            <source>No goal</source>
            <translation>Sin objetivo</translation>
        </message>
        <message>
            <source>Finish by</source>
            <translation>Terminar antes de</translation>
        </message>
        <message>
            <source>Papers a week</source>
            <translation>Artículos por semana</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>Objetivo</translation>
        </message>
        <message>
            <source>Deadline</source>
            <translation>Fecha límite</translation>
        </message>
        <message>
            <source> a week</source>
            <translation> por semana</translation>
        </message>
        <message>
            <source>Goal:</source>
            <translation>Objetivo:</translation>
        </message>
    </context>
    <context>
        <name>KeptEdit</name>
        <message>
            <source>{who} deleted “{title}”.</source>
            <translation>{who} eliminó «{title}».</translation>
        </message>
        <message>
            <source>{who} deleted this paper while you were editing it. What you typed is still here: Re-create the paper with it, or Copy it.</source>
            <translation>{who} eliminó este artículo mientras lo editaba. Lo que escribió sigue aquí: vuelva a crear el artículo con ello o cópielo.</translation>
        </message>
        <message>
            <source>This paper was deleted: Re-create it, or Copy what you typed.</source>
            <translation>Este artículo se eliminó: vuelva a crearlo o copie lo que escribió.</translation>
        </message>
        <message>
            <source>Re-create entry</source>
            <translation>Volver a crear la entrada</translation>
        </message>
        <message>
            <source>The paper is back, with what you typed (Ctrl+Z takes it away again).</source>
            <translation>El artículo ha vuelto, con lo que escribió (Ctrl+Z lo quita de nuevo).</translation>
        </message>
        <message>
            <source>Someone else</source>
            <translation>Otra persona</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Usted</translation>
        </message>
    </context>
    <context>
        <name>MyNotesPanel</name>
        <message>
            <source>&lt;b&gt;My notes (private)&lt;/b&gt; — only you see these</source>
            <translation>&lt;b&gt;Mis notas (privadas)&lt;/b&gt; — solo usted las ve</translation>
        </message>
        <message>
            <source>My notes (private)</source>
            <translation>Mis notas (privadas)</translation>
        </message>
        <message>
            <source>A note only you see</source>
            <translation>Una nota que solo usted ve</translation>
        </message>
        <message>
            <source>&lt;b&gt;My note for the group&lt;/b&gt; — every member sees it</source>
            <translation>&lt;b&gt;Mi nota para el grupo&lt;/b&gt; — todos los miembros la ven</translation>
        </message>
        <message>
            <source>My note for the group</source>
            <translation>Mi nota para el grupo</translation>
        </message>
        <message>
            <source>A note shown beside your reading</source>
            <translation>Una nota que se muestra junto a su lectura</translation>
        </message>
        <message>
            <source>My tags (private)</source>
            <translation>Mis etiquetas (privadas)</translation>
        </message>
        <message>
            <source>private, separated by commas; find them: mytag:NAME</source>
            <translation>privadas, separadas por comas; para encontrarlas: mytag:NOMBRE</translation>
        </message>
        <message>
            <source>My tags:</source>
            <translation>Mis etiquetas:</translation>
        </message>
        <message>
            <source>Edit my private note</source>
            <translation>Editar mi nota privada</translation>
        </message>
        <message>
            <source>Edit my note for the group</source>
            <translation>Editar mi nota para el grupo</translation>
        </message>
        <message>
            <source>Edit my private tags</source>
            <translation>Editar mis etiquetas privadas</translation>
        </message>
    </context>
    <context>
        <name>PlanUi</name>
        <message>
            <source>about %1 to read</source>
            <translation>unos %1 de lectura</translation>
        </message>
        <message>
            <source>at your pace the list is done on %1</source>
            <translation>a su ritmo, la lista estará terminada el %1</translation>
        </message>
        <message>
            <source>1 day</source>
            <translation>1 día</translation>
        </message>
        <message>
            <source>%1 days</source>
            <translation>%1 días</translation>
        </message>
        <message>
            <source>%1 after its deadline</source>
            <translation>%1 después de su fecha límite</translation>
        </message>
        <message>
            <source>Read next: %1.</source>
            <translation>Leer el siguiente: %1.</translation>
        </message>
    </context>
    <context>
        <name>PlanView</name>
        <message>
            <source>Reading plan</source>
            <translation>Plan de lectura</translation>
        </message>
        <message>
            <source>Plan for</source>
            <translation>Plan para</translation>
        </message>
        <message>
            <source>papers left</source>
            <translation>artículos pendientes</translation>
        </message>
        <message>
            <source>of reading left</source>
            <translation>de lectura pendiente</translation>
        </message>
        <message>
            <source>your pace, papers a week</source>
            <translation>su ritmo, artículos por semana</translation>
        </message>
        <message>
            <source>finish at your pace</source>
            <translation>fin a su ritmo</translation>
        </message>
        <message>
            <source>Progress against the goal</source>
            <translation>Progreso respecto al objetivo</translation>
        </message>
        <message>
            <source>papers read since the goal was set</source>
            <translation>artículos leídos desde que se fijó el objetivo</translation>
        </message>
        <message>
            <source>Pace per week</source>
            <translation>Ritmo semanal</translation>
        </message>
        <message>
            <source>papers read, the last 8 weeks</source>
            <translation>artículos leídos, las últimas 8 semanas</translation>
        </message>
        <message>
            <source>Weekly queue</source>
            <translation>Cola semanal</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Tiempo</translation>
        </message>
        <message>
            <source>Plan for:</source>
            <translation>Plan para:</translation>
        </message>
        <message>
            <source>Unread (whole library)</source>
            <translation>No leídos (toda la biblioteca)</translation>
        </message>
        <message>
            <source>read</source>
            <translation>leídos</translation>
        </message>
        <message>
            <source>goal</source>
            <translation>objetivo</translation>
        </message>
        <message>
            <source>at your pace</source>
            <translation>a su ritmo</translation>
        </message>
        <message>
            <source>deadline</source>
            <translation>fecha límite</translation>
        </message>
        <message>
            <source>Nothing to read in this plan</source>
            <translation>No hay nada que leer en este plan</translation>
        </message>
        <message>
            <source>Nothing read lately</source>
            <translation>Nada leído últimamente</translation>
        </message>
        <message>
            <source>Set Reading Goal</source>
            <translation>Fijar objetivo de lectura</translation>
        </message>
        <message>
            <source>Everything in this plan has been read.</source>
            <translation>Todo lo de este plan está leído.</translation>
        </message>
        <message>
            <source>No pace yet: papers marked read in the last weeks teach it. %1 left.</source>
            <translation>Aún no hay ritmo: se calcula con los artículos marcados como leídos en las últimas semanas. Pendientes: %1.</translation>
        </message>
        <message>
            <source>At your pace you finish on %1</source>
            <translation>A su ritmo terminará el %1</translation>
        </message>
        <message>
            <source>, %1 after the deadline</source>
            <translation>, %1 después de la fecha límite</translation>
        </message>
        <message>
            <source>, %1 before the deadline</source>
            <translation>, %1 antes de la fecha límite</translation>
        </message>
        <message>
            <source>, on the deadline</source>
            <translation>, justo en la fecha límite</translation>
        </message>
        <message>
            <source>At the goal's pace, on %1.</source>
            <translation>Al ritmo del objetivo, el %1.</translation>
        </message>
        <message>
            <source>On track with the goal</source>
            <translation>Al día con el objetivo</translation>
        </message>
        <message>
            <source>%1 ahead of the goal</source>
            <translation>%1 por delante del objetivo</translation>
        </message>
        <message>
            <source>%1 behind the goal</source>
            <translation>%1 por detrás del objetivo</translation>
        </message>
        <message>
            <source>1 paper</source>
            <translation>1 artículo</translation>
        </message>
        <message>
            <source>%1 papers</source>
            <translation>%1 artículos</translation>
        </message>
        <message>
            <source>1 day</source>
            <translation>1 día</translation>
        </message>
        <message>
            <source>%1 days</source>
            <translation>%1 días</translation>
        </message>
        <message>
            <source>Week of %1</source>
            <translation>Semana del %1</translation>
        </message>
        <message>
            <source>Nothing left to read</source>
            <translation>No queda nada por leer</translation>
        </message>
    </context>
    <context>
        <name>PlanWindow</name>
        <message>
            <source>Reading Plan</source>
            <translation>Plan de lectura</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
    </context>
    <context>
        <name>ReaderWindow</name>
        <message>
            <source>Page</source>
            <translation>Página</translation>
        </message>
        <message>
            <source>Find in PDF</source>
            <translation>Buscar en el PDF</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Filter shortcuts</source>
            <translation>Filtrar atajos</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
    </context>
    <context>
        <name>TriageView</name>
        <message>
            <source>about %1 to read</source>
            <translation>unos %1 de lectura</translation>
        </message>
    </context>
    <context>
        <name>abstracts</name>
        <message>
            <source>no abstracts found after the header line</source>
            <translation>no se encontraron resúmenes después de la línea de encabezado</translation>
        </message>
        <message>
            <source>no abstracts found</source>
            <translation>no se encontraron resúmenes</translation>
        </message>
        <message>
            <source>the file is larger than {size} MB; not an abstract list</source>
            <translation>el archivo ocupa más de {size} MB; no es una lista de resúmenes</translation>
        </message>
        <message>
            <source>skipped a line with no words (a separator?), not an abstract</source>
            <translation>se omitió una línea sin palabras (¿un separador?), no es un resumen</translation>
        </message>
        <message>
            <source>skipped '{text}': a single word is not an abstract</source>
            <translation>se omitió '{text}': una sola palabra no es un resumen</translation>
        </message>
    </context>
    <context>
        <name>add_by_id</name>
        <message numerus="yes">
            <source>%n DOIs</source>
            <translation>
                <numerusform>1 DOI</numerusform>
                <numerusform>%n DOI</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n arXiv ids</source>
            <translation>
                <numerusform>1 id de arXiv</numerusform>
                <numerusform>%n ids de arXiv</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not recognised</source>
            <translation>
                <numerusform>1 no reconocido</numerusform>
                <numerusform>%n no reconocidos</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing to look up yet.</source>
            <translation>Aún no hay nada que consultar.</translation>
        </message>
        <message>
            <source>Add by Identifier</source>
            <translation>Añadir por identificador</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>&amp;Añadir</translation>
        </message>
        <message>
            <source>this window is read-only; nothing was added</source>
            <translation>esta ventana es de solo lectura; no se ha añadido nada</translation>
        </message>
        <message>
            <source>Looked up {done} of {total}: {current}</source>
            <translation>Consultados {done} de {total}: {current}</translation>
        </message>
        <message numerus="yes">
            <source>%n added; {what}</source>
            <translation>
                <numerusform>1 añadido; {what}</numerusform>
                <numerusform>%n añadidos; {what}</numerusform>
            </translation>
        </message>
        <message>
            <source>cancelled; nothing was added</source>
            <translation>cancelado; no se ha añadido nada</translation>
        </message>
    </context>
    <context>
        <name>annotation_text</name>
        <message>
            <source>this entry has no PDF attached</source>
            <translation>esta entrada no tiene ningún PDF adjunto</translation>
        </message>
        <message>
            <source>its PDF is missing: {path}</source>
            <translation>falta su PDF: {path}</translation>
        </message>
        <message>
            <source>page {page} does not exist (the PDF has {pages} pages)</source>
            <translation>la página {page} no existe (el PDF tiene {pages} páginas)</translation>
        </message>
        <message>
            <source>page {page} does not have the words "{shown}"</source>
            <translation>la página {page} no contiene las palabras «{shown}»</translation>
        </message>
        <message>
            <source>an area needs a width and a height (x0 y0 x1 y1, in points)</source>
            <translation>un área necesita un ancho y un alto (x0 y0 x1 y1, en puntos)</translation>
        </message>
    </context>
    <context>
        <name>annotations</name>
        <message>
            <source>unknown colour {text!r} (use {names}, or #rrggbb)</source>
            <translation>color desconocido {text!r} (use {names} o #rrggbb)</translation>
        </message>
        <message>
            <source>unknown source {source!r} (use {names})</source>
            <translation>origen desconocido {source!r} (use {names})</translation>
        </message>
        <message>
            <source>annotation {id} is already there</source>
            <translation>la anotación {id} ya existe</translation>
        </message>
        <message>
            <source>only the member who made an annotation can share or hide it</source>
            <translation>solo el miembro que hizo una anotación puede compartirla u ocultarla</translation>
        </message>
        <message>
            <source>unknown annotation kind {kind!r} (use {names})</source>
            <translation>tipo de anotación desconocido {kind!r} (use {names})</translation>
        </message>
        <message>
            <source>page {page} does not exist (pages count from 1)</source>
            <translation>la página {page} no existe (las páginas se cuentan desde 1)</translation>
        </message>
        <message>
            <source>an annotation needs a place on its page</source>
            <translation>una anotación necesita un lugar en su página</translation>
        </message>
        <message>
            <source>annotation {annotation_id} is not in the library</source>
            <translation>la anotación {annotation_id} no está en la biblioteca</translation>
        </message>
    </context>
    <context>
        <name>attachment_links</name>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>la entrada {entry_id} no está en la biblioteca</translation>
        </message>
    </context>
    <context>
        <name>attachments</name>
        <message>
            <source>{names}: already attached to this paper</source>
            <translation>{names}: ya está adjunto a este artículo</translation>
        </message>
        <message>
            <source>attachment {id} is already there</source>
            <translation>el adjunto {id} ya existe</translation>
        </message>
        <message>
            <source>attachment {attachment_id} is not in the library</source>
            <translation>el adjunto {attachment_id} no está en la biblioteca</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: no existe ese archivo</translation>
        </message>
        <message>
            <source>{path}: not a file (a folder cannot be attached)</source>
            <translation>{path}: no es un archivo (no se puede adjuntar una carpeta)</translation>
        </message>
        <message>
            <source>{path}: this user may not read it</source>
            <translation>{path}: este usuario no puede leerlo</translation>
        </message>
    </context>
    <context>
        <name>attachments_ui</name>
        <message numerus="yes">
            <source>Attach %n files</source>
            <translation>
                <numerusform>Adjuntar %n archivo</numerusform>
                <numerusform>Adjuntar %n archivos</numerusform>
            </translation>
        </message>
        <message>
            <source>Remove attachment '{name}'</source>
            <translation>Quitar el adjunto «{name}»</translation>
        </message>
        <message>
            <source>Select the paper to attach files to.</source>
            <translation>Seleccione el artículo al que adjuntar los archivos.</translation>
        </message>
        <message>
            <source>Attach Files</source>
            <translation>Adjuntar archivos</translation>
        </message>
        <message numerus="yes">
            <source>Attached %n files (copied into the library's folder).</source>
            <translation>
                <numerusform>Se adjuntó %n archivo (copiado en la carpeta de la biblioteca).</numerusform>
                <numerusform>Se adjuntaron %n archivos (copiados en la carpeta de la biblioteca).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Attached %n files (linked).</source>
            <translation>
                <numerusform>Se adjuntó %n archivo (enlazado).</numerusform>
                <numerusform>Se adjuntaron %n archivos (enlazados).</numerusform>
            </translation>
        </message>
        <message>
            <source>This paper has no attached file.</source>
            <translation>Este artículo no tiene ningún archivo adjunto.</translation>
        </message>
        <message>
            <source>Open File</source>
            <translation>Abrir archivo</translation>
        </message>
        <message>
            <source>“{name}” is at {path}, outside the library's folders. It came from an imported file. Open it?</source>
            <translation>«{name}» está en {path}, fuera de las carpetas de la biblioteca. Procede de un archivo importado. ¿Abrirlo?</translation>
        </message>
        <message>
            <source>File Missing</source>
            <translation>Falta el archivo</translation>
        </message>
        <message>
            <source>“{name}” is not at {path} any more.</source>
            <translation>«{name}» ya no está en {path}.</translation>
        </message>
        <message>
            <source>&amp;Locate…</source>
            <translation>&amp;Localizar…</translation>
        </message>
        <message>
            <source>Locate “{name}”</source>
            <translation>Localizar «{name}»</translation>
        </message>
        <message>
            <source>Locate '{name}'</source>
            <translation>Localizar «{name}»</translation>
        </message>
        <message>
            <source>Removed “{name}” from the paper (the file stays) — Ctrl+Z brings it back.</source>
            <translation>Se quitó «{name}» del artículo (el archivo se conserva) — Ctrl+Z lo recupera.</translation>
        </message>
    </context>
    <context>
        <name>attachments_view</name>
        <message>
            <source>Double-click to open; right-click for more. Drop files here to attach.</source>
            <translation>Doble clic para abrir; clic derecho para más. Suelte archivos aquí para adjuntarlos.</translation>
        </message>
        <message>
            <source>(attached as {name})</source>
            <translation>(adjuntado como {name})</translation>
        </message>
        <message>
            <source>file</source>
            <translation>archivo</translation>
        </message>
        <message>
            <source>missing — was in {folder}</source>
            <translation>falta — estaba en {folder}</translation>
        </message>
        <message>
            <source>a copy in the library's folder</source>
            <translation>una copia en la carpeta de la biblioteca</translation>
        </message>
        <message>
            <source>in {folder}</source>
            <translation>en {folder}</translation>
        </message>
        <message>
            <source>Attached files</source>
            <translation>Archivos adjuntos</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Abrir</translation>
        </message>
        <message>
            <source>Show in &amp;Folder</source>
            <translation>Mostrar en la &amp;carpeta</translation>
        </message>
        <message>
            <source>&amp;Locate…</source>
            <translation>&amp;Localizar…</translation>
        </message>
        <message>
            <source>&amp;Remove Attachment</source>
            <translation>&amp;Quitar adjunto</translation>
        </message>
    </context>
    <context>
        <name>autoexport</name>
        <message>
            <source>unknown export format {flavour!r} (use {names})</source>
            <translation>formato de exportación desconocido {flavour!r} (use {names})</translation>
        </message>
        <message>
            <source>that reading list is no longer in the library</source>
            <translation>esa lista de lectura ya no está en la biblioteca</translation>
        </message>
        <message>
            <source>{target} is already kept up to date by another binding</source>
            <translation>{target} ya se mantiene al día con otra vinculación</translation>
        </message>
    </context>
    <context>
        <name>backups</name>
        <message>
            <source>the backup could not be written ({why})</source>
            <translation>no se pudo escribir la copia de seguridad ({why})</translation>
        </message>
        <message>
            <source>{name}: not a usable backup (it cannot be decompressed: {why})</source>
            <translation>{name}: no es una copia de seguridad utilizable (no se puede descomprimir: {why})</translation>
        </message>
        <message>
            <source>{path}: damaged ({why}); no backup was taken</source>
            <translation>{path}: dañado ({why}); no se hizo ninguna copia de seguridad</translation>
        </message>
        <message>
            <source>{name}: not a usable backup ({why})</source>
            <translation>{name}: no es una copia de seguridad utilizable ({why})</translation>
        </message>
        <message>
            <source>{name}: not a usable backup (damaged or not a library)</source>
            <translation>{name}: no es una copia de seguridad utilizable (dañada o no es una biblioteca)</translation>
        </message>
    </context>
    <context>
        <name>backups_dialog</name>
        <message>
            <source>Restore from Backup</source>
            <translation>Restaurar desde copia de seguridad</translation>
        </message>
        <message>
            <source>Restore…</source>
            <translation>Restaurar…</translation>
        </message>
        <message>
            <source>Backups of this library (the current state is backed up first):</source>
            <translation>Copias de seguridad de esta biblioteca (antes se guarda una copia del estado actual):</translation>
        </message>
        <message numerus="yes">
            <source>Replace the library with the backup of {taken} (%n entries)?

The library as it is now is backed up first.</source>
            <translation>
                <numerusform>¿Sustituir la biblioteca por la copia de seguridad del {taken} (1 entrada)?

Antes se guarda una copia de la biblioteca tal como está ahora.</numerusform>
                <numerusform>¿Sustituir la biblioteca por la copia de seguridad del {taken} (%n entradas)?

Antes se guarda una copia de la biblioteca tal como está ahora.</numerusform>
            </translation>
        </message>
        <message>
            <source>Restored the backup of {taken}.</source>
            <translation>Se ha restaurado la copia de seguridad del {taken}.</translation>
        </message>
        <message>
            <source>This library has no backups yet.</source>
            <translation>Esta biblioteca aún no tiene copias de seguridad.</translation>
        </message>
    </context>
    <context>
        <name>bibliography_export</name>
        <message>
            <source>Export Bibliography</source>
            <translation>Exportar bibliografía</translation>
        </message>
        <message>
            <source>What the list shows ({view})</source>
            <translation>Lo que muestra la lista ({view})</translation>
        </message>
        <message>
            <source>Include attachment &amp;file paths</source>
            <translation>Incluir las rutas de los &amp;archivos adjuntos</translation>
        </message>
        <message>
            <source>Write where the attached files are on this computer. Off by default: a file you share should not tell others where you keep your papers.</source>
            <translation>Escribe dónde están los archivos adjuntos en este ordenador. Desactivado por omisión: un archivo que comparte no debería revelar dónde guarda sus artículos.</translation>
        </message>
        <message>
            <source>&amp;Format:</source>
            <translation>&amp;Formato:</translation>
        </message>
        <message>
            <source>&amp;Style:</source>
            <translation>&amp;Estilo:</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>&amp;Exportar…</translation>
        </message>
        <message>
            <source>selection</source>
            <translation>selección</translation>
        </message>
        <message>
            <source>The selected papers (none selected)</source>
            <translation>Los artículos seleccionados (ninguno seleccionado)</translation>
        </message>
        <message numerus="yes">
            <source>The %n selected papers</source>
            <translation>
                <numerusform>El artículo seleccionado</numerusform>
                <numerusform>Los %n artículos seleccionados</numerusform>
            </translation>
        </message>
        <message>
            <source>Export {scope}</source>
            <translation>Exportar {scope}</translation>
        </message>
    </context>
    <context>
        <name>bibtex</name>
        <message>
            <source>the entry is not closed before {where}</source>
            <translation>la entrada no está cerrada antes de {where}</translation>
        </message>
        <message>
            <source>no macro name on line {line}</source>
            <translation>falta el nombre de la macro en la línea {line}</translation>
        </message>
        <message>
            <source>no '=' after '{name}' on line {line}</source>
            <translation>no hay '=' después de '{name}' en la línea {line}</translation>
        </message>
        <message>
            <source>expected '{close}' on line {line}</source>
            <translation>se esperaba '{close}' en la línea {line}</translation>
        </message>
        <message>
            <source>unbalanced braces: not closed before {where}</source>
            <translation>llaves desequilibradas: no se cierran antes de {where}</translation>
        </message>
        <message>
            <source>not a BibTeX file (it has no @type{...} entries)</source>
            <translation>no es un archivo BibTeX (no tiene entradas @type{...})</translation>
        </message>
        <message>
            <source>no entries found; its @string/@preamble/@comment blocks are kept</source>
            <translation>no se encontraron entradas; se conservan sus bloques @string/@preamble/@comment</translation>
        </message>
        <message>
            <source>it has no key</source>
            <translation>no tiene clave</translation>
        </message>
        <message>
            <source>{entry}: {problem}</source>
            <translation>{entry}: {problem}</translation>
        </message>
        <message>
            <source>{entry}: undefined @string macro(s) {names}, shown as written</source>
            <translation>{entry}: macros @string no definidas {names}, se muestran tal como están escritas</translation>
        </message>
        <message>
            <source>unexpected '{char}' after the key '{key}' on line {line} (a space in the key?)</source>
            <translation>'{char}' inesperado después de la clave '{key}' en la línea {line} (¿un espacio en la clave?)</translation>
        </message>
        <message>
            <source>unexpected '{char}' on line {line}</source>
            <translation>'{char}' inesperado en la línea {line}</translation>
        </message>
        <message>
            <source>'{name}' on line {line} is not followed by '=' (a missing comma before it?)</source>
            <translation>'{name}' en la línea {line} no va seguido de '=' (¿falta una coma antes?)</translation>
        </message>
        <message>
            <source>the entry is not closed before {where}; are the braces of '{name}' (line {line}) balanced?</source>
            <translation>la entrada no está cerrada antes de {where}; ¿están equilibradas las llaves de '{name}' (línea {line})?</translation>
        </message>
        <message>
            <source>missing ',' after the field '{name}' (line {line})</source>
            <translation>falta ',' después del campo '{name}' (línea {line})</translation>
        </message>
        <message>
            <source>field '{name}' appears again on line {line}; kept the first</source>
            <translation>el campo '{name}' vuelve a aparecer en la línea {line}; se conservó el primero</translation>
        </message>
        <message>
            <source>line {line} is a '%' comment inside the entry, which BibTeX does not allow; it was left out</source>
            <translation>la línea {line} es un comentario '%' dentro de la entrada, algo que BibTeX no admite; se omitió</translation>
        </message>
        <message>
            <source>a value is missing on line {line}</source>
            <translation>falta un valor en la línea {line}</translation>
        </message>
        <message>
            <source>unexpected '{char}' in a value on line {line}</source>
            <translation>'{char}' inesperado en un valor en la línea {line}</translation>
        </message>
        <message>
            <source>unbalanced braces: the value opened on line {line} is not closed before {where}</source>
            <translation>llaves desequilibradas: el valor abierto en la línea {line} no se cierra antes de {where}</translation>
        </message>
        <message>
            <source>the quoted value opened on line {line} has no closing '"'</source>
            <translation>al valor entre comillas abierto en la línea {line} le falta el '"' de cierre</translation>
        </message>
        <message>
            <source>the end of the file</source>
            <translation>el final del archivo</translation>
        </message>
        <message>
            <source>the next entry on line {line}</source>
            <translation>la siguiente entrada en la línea {line}</translation>
        </message>
        <message>
            <source>an extra '}}' on line {line} closes the entry early; the fields after it were not read</source>
            <translation>una '}}' de más en la línea {line} cierra la entrada antes de tiempo; los campos posteriores no se leyeron</translation>
        </message>
        <message>
            <source>an entry has no citation key: '{title}'</source>
            <translation>una entrada no tiene clave de cita: '{title}'</translation>
        </message>
        <message>
            <source>the citation key '{key}' has a character BibTeX cannot read</source>
            <translation>la clave de cita '{key}' tiene un carácter que BibTeX no puede leer</translation>
        </message>
        <message>
            <source>the citation key '{key}' has a parenthesis, which biber cannot read</source>
            <translation>la clave de cita '{key}' tiene un paréntesis, que biber no puede leer</translation>
        </message>
        <message>
            <source>the citation key '{key}' is used twice (also as '{first}')</source>
            <translation>la clave de cita '{key}' se usa dos veces (también como '{first}')</translation>
        </message>
        <message>
            <source>'{name}' cannot be a BibTeX field name</source>
            <translation>'{name}' no puede ser un nombre de campo BibTeX</translation>
        </message>
        <message>
            <source>entry '{key}' (@{type})</source>
            <translation>entrada '{key}' (@{type})</translation>
        </message>
        <message>
            <source>{entry}: BibTeX styles do not define this type; they format it as @misc</source>
            <translation>{entry}: los estilos BibTeX no definen este tipo; lo formatean como @misc</translation>
        </message>
        <message>
            <source>{entry}: no {fields}; the style will warn</source>
            <translation>{entry}: sin {fields}; el estilo dará un aviso</translation>
        </message>
    </context>
    <context>
        <name>bibtex_ui</name>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importar</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>Importando</translation>
        </message>
        <message>
            <source>{verb} {name}… {percent}</source>
            <translation>{verb} {name}… {percent}</translation>
        </message>
        <message>
            <source>search results</source>
            <translation>resultados de búsqueda</translation>
        </message>
        <message>
            <source>reading list</source>
            <translation>lista de lectura</translation>
        </message>
        <message>
            <source>tag {tag}</source>
            <translation>etiqueta {tag}</translation>
        </message>
        <message>
            <source>library</source>
            <translation>biblioteca</translation>
        </message>
        <message>
            <source>view</source>
            <translation>vista</translation>
        </message>
        <message>
            <source>selection</source>
            <translation>selección</translation>
        </message>
        <message>
            <source>Export {scope}</source>
            <translation>Exportar {scope}</translation>
        </message>
        <message>
            <source>Export to {path} failed; the file was not changed.</source>
            <translation>La exportación a {path} falló; el archivo no se modificó.</translation>
        </message>
        <message numerus="yes">
            <source>; %n style warnings</source>
            <translation>
                <numerusform>; %n advertencia de estilo</numerusform>
                <numerusform>; %n advertencias de estilo</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %n entries to {path}</source>
            <translation>
                <numerusform>Se exportó %n entrada a {path}</numerusform>
                <numerusform>Se exportaron %n entradas a {path}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the BibTeX of %n entries</source>
            <translation>
                <numerusform>Se copió el BibTeX de %n entrada</numerusform>
                <numerusform>Se copió el BibTeX de %n entradas</numerusform>
            </translation>
        </message>
        <message>
            <source>Copied {text}</source>
            <translation>Copiado: {text}</translation>
        </message>
        <message>
            <source>Keep Exported To</source>
            <translation>Mantener exportada en</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>Formato</translation>
        </message>
        <message>
            <source>Write as:</source>
            <translation>Escribir como:</translation>
        </message>
        <message>
            <source>Keep exported to {name}</source>
            <translation>Mantener exportada en {name}</translation>
        </message>
        <message>
            <source>Stop exporting to {name}</source>
            <translation>Dejar de exportar a {name}</translation>
        </message>
        <message>
            <source>Auto-export could not note its pending files: {reason}</source>
            <translation>La exportación automática no pudo anotar sus archivos pendientes: {reason}</translation>
        </message>
        <message>
            <source>Auto-export to {path} failed: {reason}</source>
            <translation>La exportación automática a {path} falló: {reason}</translation>
        </message>
        <message>
            <source>Every selected key already follows the key pattern.</source>
            <translation>Todas las claves seleccionadas ya siguen el patrón de claves.</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more</source>
            <translation>
                <numerusform>… y %n más</numerusform>
                <numerusform>… y %n más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>These %n citation keys will change (pattern {pattern}):</source>
            <translation>
                <numerusform>Esta clave de cita cambiará (patrón {pattern}):</numerusform>
                <numerusform>Estas %n claves de cita cambiarán (patrón {pattern}):</numerusform>
            </translation>
        </message>
        <message>
            <source>LaTeX documents citing the old keys will need updating.</source>
            <translation>Los documentos LaTeX que citan las claves antiguas deberán actualizarse.</translation>
        </message>
        <message>
            <source>Regenerate Keys</source>
            <translation>Regenerar claves</translation>
        </message>
        <message numerus="yes">
            <source>Regenerate %n keys</source>
            <translation>
                <numerusform>Regenerar %n clave</numerusform>
                <numerusform>Regenerar %n claves</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>citations</name>
        <message>
            <source>there is no citation style '{style}' (try {known}, or a .csl file)</source>
            <translation>no existe el estilo de cita '{style}' (pruebe {known} o un archivo .csl)</translation>
        </message>
        <message>
            <source>{path}: no such style file</source>
            <translation>{path}: no existe ese archivo de estilo</translation>
        </message>
        <message>
            <source>there is no added style '{style_id}'</source>
            <translation>no hay ningún estilo añadido '{style_id}'</translation>
        </message>
        <message>
            <source>unknown format '{fmt}' (use {names})</source>
            <translation>formato desconocido '{fmt}' (use {names})</translation>
        </message>
        <message>
            <source>the style '{title}' cannot format these entries ({exc})</source>
            <translation>el estilo '{title}' no puede dar formato a estas entradas ({exc})</translation>
        </message>
    </context>
    <context>
        <name>citations_ui</name>
        <message>
            <source>Select the papers to copy first.</source>
            <translation>Seleccione primero los artículos que quiere copiar.</translation>
        </message>
        <message>
            <source>The references could not be formatted: </source>
            <translation>No se han podido dar formato a las referencias: </translation>
        </message>
        <message numerus="yes">
            <source>Copied %n references in {style}</source>
            <translation>
                <numerusform>Copiada 1 referencia en {style}</numerusform>
                <numerusform>Copiadas %n referencias en {style}</numerusform>
            </translation>
        </message>
        <message>
            <source>Select the papers to cite first.</source>
            <translation>Seleccione primero los artículos que quiere citar.</translation>
        </message>
        <message>
            <source>The citation could not be formatted: </source>
            <translation>No se ha podido dar formato a la cita: </translation>
        </message>
        <message>
            <source>Copied {citation}</source>
            <translation>Copiado {citation}</translation>
        </message>
        <message>
            <source>Still formatting the last references; try again in a moment.</source>
            <translation>Todavía se están formateando las últimas referencias; vuelva a intentarlo en un momento.</translation>
        </message>
        <message numerus="yes">
            <source>Formatting %n references…</source>
            <translation>
                <numerusform>Formateando 1 referencia…</numerusform>
                <numerusform>Formateando %n referencias…</numerusform>
            </translation>
        </message>
        <message>
            <source>Formatting references… the preview follows.</source>
            <translation>Formateando referencias… la vista previa vendrá después.</translation>
        </message>
        <message>
            <source>No reference in {style}: {reason}</source>
            <translation>No hay referencia en {style}: {reason}</translation>
        </message>
        <message>
            <source>Export to {path} failed; the file was not changed.

</source>
            <translation>La exportación a {path} ha fallado; el archivo no se ha modificado.

</translation>
        </message>
        <message numerus="yes">
            <source>Exported %n entries to {path}</source>
            <translation>
                <numerusform>Exportada 1 entrada a {path}</numerusform>
                <numerusform>Exportadas %n entradas a {path}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>cli</name>
        <message>
            <source>the library file to use (created if missing), or a shared library's postgresql://user@host/dbname URL</source>
            <translation>el archivo de biblioteca que usar (se crea si falta) o la URL postgresql://user@host/dbname de una biblioteca compartida</translation>
        </message>
        <message>
            <source>the language to speak (de, es, zh_CN, en...); default: Preferences, then the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)</source>
            <translation>el idioma (de, es, zh_CN, en...); por omisión: las preferencias y luego el del sistema (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)</translation>
        </message>
        <message>
            <source>lay the window out right to left (as RTL languages)</source>
            <translation>disponer la ventana de derecha a izquierda (como los idiomas RTL)</translation>
        </message>
        <message>
            <source>papershelf: interrupted</source>
            <translation>papershelf: interrumpido</translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n entrada</numerusform>
                <numerusform>%n entradas</numerusform>
            </translation>
        </message>
        <message>
            <source>delete the entries a search finds (backed up first)</source>
            <translation>eliminar las entradas que encuentra una búsqueda (con copia previa)</translation>
        </message>
        <message numerus="yes">
            <source>deleted %n entries</source>
            <translation>
                <numerusform>%n entrada eliminada</numerusform>
                <numerusform>%n entradas eliminadas</numerusform>
            </translation>
        </message>
        <message>
            <source>the citation key pattern; regenerate keys</source>
            <translation>el patrón de claves de cita; regenerar claves</translation>
        </message>
        <message numerus="yes">
            <source>%n keys would change (dry run: nothing changed)</source>
            <translation>
                <numerusform>cambiaría %n clave (simulación: no se cambió nada)</numerusform>
                <numerusform>cambiarían %n claves (simulación: no se cambió nada)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n keys changed</source>
            <translation>
                <numerusform>%n clave cambiada</numerusform>
                <numerusform>%n claves cambiadas</numerusform>
            </translation>
        </message>
        <message>
            <source>add papers by DOI or arXiv id</source>
            <translation>añadir artículos por DOI o id de arXiv</translation>
        </message>
        <message>
            <source>highlight words on a page of an entry's PDF</source>
            <translation>resaltar palabras en una página del PDF de una entrada</translation>
        </message>
        <message>
            <source>an entry's (or a list's) annotations</source>
            <translation>las anotaciones de una entrada (o de una lista)</translation>
        </message>
        <message>
            <source>attach files to an entry</source>
            <translation>adjuntar archivos a una entrada</translation>
        </message>
        <message>
            <source>keep .bib files up to date</source>
            <translation>mantener al día archivos .bib</translation>
        </message>
        <message>
            <source>print formatted references in a citation style</source>
            <translation>imprimir referencias con formato en un estilo de cita</translation>
        </message>
        <message>
            <source>write entries as BibTeX, BibLaTeX, RIS, CSL-JSON or a reference list</source>
            <translation>escribir entradas como BibTeX, BibLaTeX, RIS, CSL-JSON o lista de referencias</translation>
        </message>
        <message>
            <source>import BibTeX, RIS, CSL-JSON, plain-text abstract lists, PDFs or a Zotero library</source>
            <translation>importar BibTeX, RIS, CSL-JSON, listas de resúmenes en texto, PDF o una biblioteca de Zotero</translation>
        </message>
        <message>
            <source>copy a whole library (file or server), or dump it for comparison</source>
            <translation>copiar una biblioteca entera (archivo o servidor) o volcarla para compararla</translation>
        </message>
        <message>
            <source>put entries in a reading list, take them out, show it</source>
            <translation>poner entradas en una lista de lectura, quitarlas, mostrarla</translation>
        </message>
        <message>
            <source>print the reading lists with their progress</source>
            <translation>imprimir las listas de lectura con su progreso</translation>
        </message>
        <message>
            <source>find the real paper behind entries</source>
            <translation>encontrar el artículo real detrás de las entradas</translation>
        </message>
        <message>
            <source>rebuild the search index, index pending PDFs</source>
            <translation>reconstruir el índice de búsqueda, indexar los PDF pendientes</translation>
        </message>
        <message>
            <source>open the app and import files into the library</source>
            <translation>abrir la aplicación e importar archivos a la biblioteca</translation>
        </message>
        <message>
            <source>choose papers and print their citation (\cite{…}, [@…])</source>
            <translation>elegir artículos e imprimir su cita (\cite{…}, [@…])</translation>
        </message>
        <message>
            <source>the commands that push a citation into editors</source>
            <translation>las órdenes que envían una cita a los editores</translation>
        </message>
        <message>
            <source>link a LaTeX or Markdown document; what it cites</source>
            <translation>vincular un documento LaTeX o Markdown; lo que cita</translation>
        </message>
        <message>
            <source>print the entries most like one entry</source>
            <translation>imprimir las entradas más parecidas a una entrada</translation>
        </message>
        <message>
            <source>draw one page of a PDF as a PNG image</source>
            <translation>dibujar una página de un PDF como imagen PNG</translation>
        </message>
        <message>
            <source>list, add, edit or run saved searches</source>
            <translation>listar, añadir, editar o ejecutar búsquedas guardadas</translation>
        </message>
        <message>
            <source>print the entries that match a query</source>
            <translation>imprimir las entradas que coinciden con una consulta</translation>
        </message>
        <message>
            <source>check that this installation works</source>
            <translation>comprobar que esta instalación funciona</translation>
        </message>
        <message>
            <source>answer Better BibTeX's cite-as-you-write URLs on 127.0.0.1 (for editor plugins)</source>
            <translation>responder a las URL de citas al escribir de Better BibTeX en 127.0.0.1 (para complementos de editores)</translation>
        </message>
        <message>
            <source>print reading statistics</source>
            <translation>imprimir estadísticas de lectura</translation>
        </message>
        <message>
            <source>suggest tags for an entry</source>
            <translation>sugerir etiquetas para una entrada</translation>
        </message>
        <message>
            <source>add, remove, rename, recolour or delete a tag</source>
            <translation>añadir, quitar, renombrar, cambiar de color o eliminar una etiqueta</translation>
        </message>
        <message>
            <source>print the tags with their colours and counts</source>
            <translation>imprimir las etiquetas con sus colores y recuentos</translation>
        </message>
        <message>
            <source>a journal club's sessions, or schedule one</source>
            <translation>las sesiones de un club de revistas, o programar una</translation>
        </message>
        <message>
            <source>give a paper to a member to read by a date</source>
            <translation>asignar a un miembro un artículo que leer antes de una fecha</translation>
        </message>
        <message>
            <source>the papers assigned to you, soonest due first</source>
            <translation>los artículos que le han asignado, los de vencimiento más próximo primero</translation>
        </message>
        <message>
            <source>show or set the name others see you by</source>
            <translation>mostrar o fijar el nombre con el que le ven los demás</translation>
        </message>
        <message>
            <source>set a reading list's goal; print its forecast</source>
            <translation>fijar el objetivo de una lista de lectura; mostrar su previsión</translation>
        </message>
        <message>
            <source>set your reading status of papers</source>
            <translation>fijar su estado de lectura de artículos</translation>
        </message>
        <message>
            <source>who has read the papers a search finds</source>
            <translation>quién ha leído los artículos que encuentra una búsqueda</translation>
        </message>
        <message>
            <source>your own note on a paper (a shared library)</source>
            <translation>su propia nota sobre un artículo (biblioteca compartida)</translation>
        </message>
        <message>
            <source>Keep a note of your own on a paper of a shared library: private, or with --public shown to every member beside who has read it. Without TEXT, print your notes and private tags of the paper.</source>
            <translation>Guarda una nota propia sobre un artículo de una biblioteca compartida: privada, o con --public visible para todos los miembros junto a quién lo ha leído. Sin TEXTO, muestra tus notas y etiquetas privadas del artículo.</translation>
        </message>
        <message>
            <source>the note ('' removes it); without it, your notes are printed</source>
            <translation>la nota ('' la elimina); sin ella, se muestran tus notas</translation>
        </message>
        <message>
            <source>seen by you only (the default)</source>
            <translation>solo la ves tú (predeterminado)</translation>
        </message>
        <message>
            <source>the name other members see for you</source>
            <translation>el nombre con el que le ven los demás miembros</translation>
        </message>
        <message>
            <source>back the library up now (compressed), or list backups</source>
            <translation>hacer ahora una copia de seguridad de la biblioteca (comprimida) o listar las copias</translation>
        </message>
        <message>
            <source>examples:</source>
            <translation>ejemplos:</translation>
        </message>
        <message numerus="yes">
            <source> and %n more</source>
            <translation>
                <numerusform> y %n más</numerusform>
                <numerusform> y %n más</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing was changed (answered {answer})</source>
            <translation>no se cambió nada (respuesta: {answer})</translation>
        </message>
        <message>
            <source>Delete every entry the search words find (as `papershelf search` finds them), with its tags and list places; key:k1 means the key k1 only (key:k1* every key starting with k1). It says how many and which entries it will delete and asks first (--yes: without asking; needed when standard input is not a terminal). The library is backed up first, into its backups folder (File › Restore from Backup… in the app brings it back).</source>
            <translation>Borra todas las entradas que encuentran las palabras de búsqueda (tal como las encuentra `papershelf search`), con sus etiquetas y sus puestos en listas; key:k1 significa solo la clave k1 (key:k1* toda clave que empiece por k1). Dice cuántas y qué entradas va a borrar y pregunta antes (--yes: sin preguntar; necesario cuando la entrada estándar no es un terminal). Antes se hace una copia de seguridad de la biblioteca en su carpeta de copias (Archivo › Restaurar desde copia de seguridad… en la aplicación la recupera).</translation>
        </message>
        <message>
            <source>delete without showing the entries and asking</source>
            <translation>borrar sin mostrar las entradas ni preguntar</translation>
        </message>
        <message>
            <source>Citation keys are made once, when an entry arrives without one, and then kept. These commands show or set the pattern new keys follow, and remake the keys of chosen entries.</source>
            <translation>Las claves de cita se crean una vez, cuando llega una entrada sin clave, y luego se conservan. Estas órdenes muestran o fijan el patrón que siguen las claves nuevas y rehacen las claves de las entradas elegidas.</translation>
        </message>
        <message>
            <source>show or set the key pattern</source>
            <translation>mostrar o fijar el patrón de claves</translation>
        </message>
        <message>
            <source>the new pattern</source>
            <translation>el patrón nuevo</translation>
        </message>
        <message>
            <source>go back to the default pattern</source>
            <translation>volver al patrón predeterminado</translation>
        </message>
        <message>
            <source>remake the keys of the entries a search finds</source>
            <translation>rehacer las claves de las entradas que encuentra una búsqueda</translation>
        </message>
        <message>
            <source>Give the chosen entries new keys from the pattern (keys that already fit it stay). With --dry-run, only print what would change.</source>
            <translation>Da a las entradas elegidas claves nuevas según el patrón (las claves que ya lo cumplen se quedan). Con --dry-run solo imprime lo que cambiaría.</translation>
        </message>
        <message>
            <source>use P instead of the library's</source>
            <translation>usar P en lugar del de la biblioteca</translation>
        </message>
        <message>
            <source>change nothing, only print</source>
            <translation>no cambiar nada, solo imprimir</translation>
        </message>
        <message>
            <source>Look up each DOI (bare, doi:…, https://doi.org/…) at Crossref, or at doi.org where Crossref does not hold it, and each arXiv id (1605.08386, 2104.12255v1, astro-ph/0601001, arXiv:…, arxiv.org links) at arXiv, and add the papers found. Prints one line per id; exits 1 if any id could not be added, after adding the others. Answers are cached for a week. PAPERSHELF_CROSSREF_URL, PAPERSHELF_DOI_URL and PAPERSHELF_ARXIV_URL send the requests elsewhere (a mirror, a proxy); PAPERSHELF_CONTACT_EMAIL is sent to Crossref as its etiquette asks.</source>
            <translation>Busca cada DOI (sin prefijo, doi:…, https://doi.org/…) en Crossref, o en doi.org cuando Crossref no lo tiene, y cada identificador arXiv (1605.08386, 2104.12255v1, astro-ph/0601001, arXiv:…, enlaces de arxiv.org) en arXiv, y añade los artículos encontrados. Imprime una línea por identificador; sale con 1 si alguno no se pudo añadir, tras añadir los demás. Las respuestas se guardan en caché una semana. PAPERSHELF_CROSSREF_URL, PAPERSHELF_DOI_URL y PAPERSHELF_ARXIV_URL envían las peticiones a otro sitio (un espejo, un proxy); PAPERSHELF_CONTACT_EMAIL se envía a Crossref como pide su etiqueta.</translation>
        </message>
        <message>
            <source>DOIs and arXiv ids ('-': read stdin)</source>
            <translation>DOI e identificadores arXiv ('-': leer la entrada estándar)</translation>
        </message>
        <message>
            <source>reading list to add to</source>
            <translation>lista de lectura a la que añadir</translation>
        </message>
        <message>
            <source>papershelf: no DOI or arXiv id given</source>
            <translation>papershelf: no se indicó ningún DOI ni identificador arXiv</translation>
        </message>
        <message>
            <source>looking up {done}/{total}: {current}</source>
            <translation>buscando {done}/{total}: {current}</translation>
        </message>
        <message>
            <source>Find WORDS on page N of the entry's PDF (white space, hyphens at line ends and ligatures do not matter) and highlight them in the library. The PDF is not changed: `papershelf annotations KEY --write-pdf` writes annotations into it.</source>
            <translation>Busca WORDS en la página N del PDF de la entrada (no importan los espacios, los guiones de final de línea ni las ligaduras) y las resalta en la biblioteca. El PDF no se modifica: `papershelf annotations KEY --write-pdf` escribe las anotaciones en él.</translation>
        </message>
        <message>
            <source>the entry's citation key</source>
            <translation>la clave de cita de la entrada</translation>
        </message>
        <message>
            <source>the page (from 1)</source>
            <translation>la página (desde 1)</translation>
        </message>
        <message>
            <source>words on that page</source>
            <translation>palabras de esa página</translation>
        </message>
        <message>
            <source>a rectangle of the page in points (its words quoted)</source>
            <translation>un rectángulo de la página en puntos (con sus palabras citadas)</translation>
        </message>
        <message>
            <source>a tag on the annotation (again for more)</source>
            <translation>una etiqueta en la anotación (repetir para más)</translation>
        </message>
        <message>
            <source>{colours} or #rrggbb (yellow)</source>
            <translation>{colours} o #rrggbb (yellow)</translation>
        </message>
        <message>
            <source>a comment on the words</source>
            <translation>un comentario sobre las palabras</translation>
        </message>
        <message>
            <source>a shared library's members all see it (else only you do)</source>
            <translation>todos los miembros de una biblioteca compartida la ven (si no, solo tú)</translation>
        </message>
        <message>
            <source>Print the annotations of the entry KEY (or of a reading list, a tag or a search) as JSON or as Markdown quotes with page numbers and [@key, p. N] citations, which pandoc --citeproc renders with the list's CSL-JSON export.</source>
            <translation>Imprime las anotaciones de la entrada KEY (o de una lista de lectura, una etiqueta o una búsqueda) como JSON o como citas en Markdown con números de página y citas [@key, p. N], que pandoc --citeproc compone con la exportación CSL-JSON de la lista.</translation>
        </message>
        <message>
            <source>only the annotations this library's user made</source>
            <translation>solo las anotaciones que hizo el usuario de esta biblioteca</translation>
        </message>
        <message>
            <source>write to FILE</source>
            <translation>escribir en FILE</translation>
        </message>
        <message>
            <source>first read the annotations the entry's PDF holds</source>
            <translation>leer primero las anotaciones que contiene el PDF de la entrada</translation>
        </message>
        <message>
            <source>write its annotations into its PDF (backed up first)</source>
            <translation>escribir sus anotaciones en su PDF (con copia de seguridad previa)</translation>
        </message>
        <message>
            <source>{key}'s PDF {error}</source>
            <translation>PDF de {key}: {error}</translation>
        </message>
        <message>
            <source>name either an entry KEY or one of --list, --tag, --query</source>
            <translation>indique una entrada KEY o una de --list, --tag, --query</translation>
        </message>
        <message>
            <source>--read-pdf and --write-pdf take one entry KEY</source>
            <translation>--read-pdf y --write-pdf requieren una entrada KEY</translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n annotations</source>
            <translation>
                <numerusform>{path}: %n anotación</numerusform>
                <numerusform>{path}: %n anotaciones</numerusform>
            </translation>
        </message>
        <message>
            <source>{key}: no new annotations read from {path}</source>
            <translation>{key}: no se leyeron anotaciones nuevas de {path}</translation>
        </message>
        <message>
            <source>{key}: new annotations read from {path}</source>
            <translation>{key}: se leyeron anotaciones nuevas de {path}</translation>
        </message>
        <message>
            <source>{key}: {added} added, {updated} updated, {removed} removed in {path} (the file as it was: {backup})</source>
            <translation>{key}: {added} añadidas, {updated} actualizadas, {removed} quitadas en {path} (el archivo tal como estaba: {backup})</translation>
        </message>
        <message>
            <source>Attach each FILE to the entry KEY: linked where it is, or copied into the library's managed folder (files/ beside the library unless set in the app's Preferences), as the library's setting says unless --copy or --link is given.</source>
            <translation>Adjunta cada FILE a la entrada KEY: vinculado donde está o copiado en la carpeta gestionada de la biblioteca (files/ junto a la biblioteca, salvo que se indique otra en las Preferencias de la aplicación), según diga el ajuste de la biblioteca, salvo que se indique --copy o --link.</translation>
        </message>
        <message>
            <source>files to attach</source>
            <translation>archivos que adjuntar</translation>
        </message>
        <message>
            <source>copy the files into the managed folder</source>
            <translation>copiar los archivos en la carpeta gestionada</translation>
        </message>
        <message>
            <source>link the files where they are</source>
            <translation>vincular los archivos donde están</translation>
        </message>
        <message>
            <source>{key}: {name} copied to {path}</source>
            <translation>{key}: {name} copiado en {path}</translation>
        </message>
        <message>
            <source>{key}: {name} linked at {path}</source>
            <translation>{key}: {name} vinculado en {path}</translation>
        </message>
        <message>
            <source>Bind a reading list (or the whole library) to a file that is rewritten whenever its entries change: by the app as you work, and by the commands that change entries (import, keys regenerate), or now with 'autoexport run'.</source>
            <translation>Vincula una lista de lectura (o toda la biblioteca) a un archivo que se reescribe cada vez que cambian sus entradas: la aplicación mientras trabaja y las órdenes que cambian entradas (import, keys regenerate), o ahora mismo con 'autoexport run'.</translation>
        </message>
        <message>
            <source>bind a file, and write it now</source>
            <translation>vincular un archivo y escribirlo ahora</translation>
        </message>
        <message>
            <source>bibtex, biblatex, ris or csl-json (default: csl-json for a .json file, ris for .ris, else bibtex)</source>
            <translation>bibtex, biblatex, ris o csl-json (predeterminado: csl-json para un archivo .json, ris para .ris, si no bibtex)</translation>
        </message>
        <message>
            <source>stop keeping a file</source>
            <translation>dejar de mantener un archivo</translation>
        </message>
        <message>
            <source>print the bound files</source>
            <translation>imprimir los archivos vinculados</translation>
        </message>
        <message>
            <source>rewrite every bound file now</source>
            <translation>reescribir ahora todos los archivos vinculados</translation>
        </message>
        <message>
            <source>{path} is not kept up to date</source>
            <translation>{path} no se mantiene actualizado</translation>
        </message>
        <message>
            <source>{path}: no longer kept up to date (the file stays)</source>
            <translation>{path}: ya no se mantiene actualizado (el archivo se queda)</translation>
        </message>
        <message>
            <source>Print the entries a query finds (all entries when there is none) as a reference list in a CSL citation style, to paste into Word, Google Docs or Markdown; or, with --in-text, their in-text citation ('(Vaswani et al., 2017)', '[1]'). Styles: {styles}, any style id --list-styles shows, or a .csl file. Example: papershelf cite key:vaswani2017attention --style ieee</source>
            <translation>Imprime las entradas que encuentra una consulta (todas si no hay ninguna) como lista de referencias en un estilo de cita CSL, para pegar en Word, Google Docs o Markdown; o, con --in-text, su cita en el texto ('(Vaswani et al., 2017)', '[1]'). Estilos: {styles}, cualquier id de estilo que muestre --list-styles o un archivo .csl. Ejemplo: papershelf cite key:vaswani2017attention --style ieee</translation>
        </message>
        <message>
            <source>a citation style (default: apa)</source>
            <translation>un estilo de cita (predeterminado: apa)</translation>
        </message>
        <message>
            <source>text (default), html, markdown or rtf</source>
            <translation>text (predeterminado), html, markdown o rtf</translation>
        </message>
        <message>
            <source>print the in-text citation</source>
            <translation>imprimir la cita en el texto</translation>
        </message>
        <message>
            <source>list the styles that can be used and stop</source>
            <translation>listar los estilos que se pueden usar y terminar</translation>
        </message>
        <message>
            <source>no entry matches '{query}'</source>
            <translation>ninguna entrada coincide con '{query}'</translation>
        </message>
        <message>
            <source>the library is empty</source>
            <translation>la biblioteca está vacía</translation>
        </message>
        <message>
            <source>Write the whole library (or a reading list in its order, a tag with the tags below it, or what a search finds) to a file, replaced atomically: a failed export leaves the old file as it was. Entries come in the list's order, else by citation key; the same library always gives the same bytes.</source>
            <translation>Escribe toda la biblioteca (o una lista de lectura en su orden, una etiqueta con las etiquetas que hay por debajo, o lo que encuentra una búsqueda) en un archivo, reemplazado de forma atómica: una exportación fallida deja el archivo anterior como estaba. Las entradas van en el orden de la lista o, si no, por clave de cita; la misma biblioteca da siempre los mismos bytes.</translation>
        </message>
        <message>
            <source>a reading list</source>
            <translation>una lista de lectura</translation>
        </message>
        <message>
            <source>a tag (and the tags below it)</source>
            <translation>una etiqueta (y las etiquetas por debajo)</translation>
        </message>
        <message>
            <source>a search, as `papershelf search` takes it</source>
            <translation>una búsqueda, tal como la acepta `papershelf search`</translation>
        </message>
        <message>
            <source>what a LaTeX or Markdown document cites (and the crossref/xdata/set parents)</source>
            <translation>lo que cita un documento LaTeX o Markdown (y los padres crossref/xdata/set)</translation>
        </message>
        <message>
            <source>bibtex (default) or biblatex, both UTF-8: values read from a .bib go back as they were read, new or edited text gets the LaTeX escapes the flavour needs; ris; csl-json (for pandoc --citeproc, Quarto, Zotero: each item's id is its citation key); or a reference list in --style: html, markdown, rtf or text</source>
            <translation>bibtex (predeterminado) o biblatex, ambos en UTF-8: los valores leídos de un .bib vuelven tal como se leyeron, el texto nuevo o editado recibe los escapes de LaTeX que necesita la variante; ris; csl-json (para pandoc --citeproc, Quarto, Zotero: el id de cada elemento es su clave de cita); o una lista de referencias en el --style: html, markdown, rtf o text</translation>
        </message>
        <message>
            <source>the citation style of a reference list (default apa; see `papershelf cite --list-styles`)</source>
            <translation>el estilo de cita de una lista de referencias (predeterminado apa; vea `papershelf cite --list-styles`)</translation>
        </message>
        <message>
            <source>csl-json: include the attachments' local file paths (left out by default: a shared file should not tell where your papers are kept)</source>
            <translation>csl-json: incluir las rutas locales de los adjuntos (se omiten por defecto: un archivo compartido no debe revelar dónde guarda sus artículos)</translation>
        </message>
        <message>
            <source>the file to write ('-': stdout)</source>
            <translation>el archivo que escribir ('-': salida estándar)</translation>
        </message>
        <message>
            <source>there is no reading list called '{name}'</source>
            <translation>no hay ninguna lista de lectura llamada '{name}'</translation>
        </message>
        <message>
            <source>there is no tag called '{name}'</source>
            <translation>no hay ninguna etiqueta llamada '{name}'</translation>
        </message>
        <message>
            <source>cannot export: {why}</source>
            <translation>no se puede exportar: {why}</translation>
        </message>
        <message>
            <source>{path}: cannot write ({why})</source>
            <translation>{path}: no se puede escribir ({why})</translation>
        </message>
        <message>
            <source>{path}: its reading list was deleted; not written</source>
            <translation>{path}: su lista de lectura se borró; no se escribió</translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries (written)</source>
            <translation>
                <numerusform>{path}: %n entrada (escrita)</numerusform>
                <numerusform>{path}: %n entradas (escritas)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries (unchanged)</source>
            <translation>
                <numerusform>{path}: %n entrada (sin cambios)</numerusform>
                <numerusform>{path}: %n entradas (sin cambios)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>... and %n more style warnings</source>
            <translation>
                <numerusform>... y %n advertencia de estilo más</numerusform>
                <numerusform>... y %n advertencias de estilo más</numerusform>
            </translation>
        </message>
        <message>
            <source>Import files into the library: BibTeX/BibLaTeX (.bib, .bibtex), RIS (.ris), CSL-JSON (.json: Zotero's, Pandoc's, Papershelf's own export), EndNote XML (.xml), plain-text abstract lists (.txt: a header line, then one abstract per paragraph) and PDFs (.pdf: one entry each with the PDF attached, its DOI or arXiv id kept, title and authors inferred from the PDF unless --lookup; its text is indexed for search before the command returns) and Zotero's own library (its data folder or zotero.sqlite: items, notes, files, tags, collections; read without disturbing a running Zotero). Each file is imported whole or not at all; entries that cannot be read are listed with their line. A paper the library surely has (the same DOI or arXiv id, or the same title, year, authors, venue and pages) is a duplicate: skipped by default; one that only may be (a similar title, the same abstract) is imported and listed as a 'possible duplicate'. Entries of one file with keys of their own are never duplicates of each other.</source>
            <translation>Importa archivos a la biblioteca: BibTeX/BibLaTeX (.bib, .bibtex), RIS (.ris), CSL-JSON (.json: la exportación de Zotero, de Pandoc o de la propia Papershelf), EndNote XML (.xml), listas de resúmenes en texto (.txt: una línea de cabecera y luego un resumen por párrafo) y PDF (.pdf: una entrada por archivo con el PDF adjunto, conservando su DOI o identificador arXiv, con título y autores deducidos del PDF salvo con --lookup; su texto se indexa para la búsqueda antes de que termine la orden) y la propia biblioteca de Zotero (su carpeta de datos o zotero.sqlite: elementos, notas, archivos, etiquetas, colecciones; se lee sin molestar a un Zotero en ejecución). Cada archivo se importa entero o nada; las entradas que no se pueden leer se listan con su línea. Un artículo que la biblioteca seguro que ya tiene (el mismo DOI o identificador arXiv, o el mismo título, año, autores, publicación y páginas) es un duplicado: se omite por defecto; uno que solo podría serlo (un título parecido, el mismo resumen) se importa y se lista como 'posible duplicado'. Las entradas de un mismo archivo con claves propias nunca son duplicados entre sí.</translation>
        </message>
        <message>
            <source>files to import ('-': standard input, its format told from its content; a folder: the PDFs in it and its subfolders; Zotero's data folder: its library)</source>
            <translation>archivos que importar ('-': entrada estándar, con su formato deducido del contenido; una carpeta: los PDF que contiene y sus subcarpetas; la carpeta de datos de Zotero: su biblioteca)</translation>
        </message>
        <message>
            <source>reading list to put the entries in (default: the file's header line)</source>
            <translation>lista de lectura en la que poner las entradas (predeterminado: la línea de cabecera del archivo)</translation>
        </message>
        <message>
            <source>skip a sure duplicate (default), merge it into the entry it duplicates (filling in the fields that entry lacks), or keep it as an entry of its own; a possible duplicate is always imported and listed</source>
            <translation>omitir un duplicado seguro (predeterminado), fusionarlo con la entrada que duplica (rellenando los campos que le faltan a esa entrada) o conservarlo como entrada propia; un posible duplicado siempre se importa y se lista</translation>
        </message>
        <message>
            <source>look the DOI or arXiv id found in each PDF up online (Crossref, DataCite, arXiv) for its full record; without it nothing leaves this computer</source>
            <translation>buscar en línea (Crossref, DataCite, arXiv) el DOI o el identificador arXiv hallado en cada PDF para obtener su registro completo; sin esta opción nada sale de este ordenador</translation>
        </message>
        <message>
            <source>store nothing: read the bibliographies and print what the import would find (duplicates, keys it would change, problems), as the window's review shows it</source>
            <translation>no guardar nada: leer las bibliografías y mostrar lo que encontraría la importación (duplicados, claves que cambiaría, problemas), como lo muestra la revisión de la ventana</translation>
        </message>
        <message>
            <source>total: {summary}</source>
            <translation>total: {summary}</translation>
        </message>
        <message>
            <source>{path}: not planned (--dry-run reads bibliographies only)</source>
            <translation>{path}: no planificado (--dry-run solo lee bibliografías)</translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n records, {duplicates} of them duplicates (dry run: nothing stored)</source>
            <translation>
                <numerusform>{path}: %n registro, {duplicates} de ellos duplicados (prueba: no se guardó nada)</numerusform>
                <numerusform>{path}: %n registros, {duplicates} de ellos duplicados (prueba: no se guardó nada)</numerusform>
            </translation>
        </message>
        <message>
            <source>importing {name}: {share}%</source>
            <translation>importando {name}: {share} %</translation>
        </message>
        <message>
            <source>{summary} into '{list}'</source>
            <translation>{summary} en '{list}'</translation>
        </message>
        <message>
            <source>Move a library between a file and a PostgreSQL server, or dump it. A library is a file path or a postgresql://user@host/dbname URL (passwords come from ~/.pgpass or PGPASSWORD, never the command line).</source>
            <translation>Mueve una biblioteca entre un archivo y un servidor PostgreSQL, o la vuelca. Una biblioteca es una ruta de archivo o una URL postgresql://user@host/dbname (las contraseñas vienen de ~/.pgpass o PGPASSWORD, nunca de la línea de órdenes).</translation>
        </message>
        <message>
            <source>copy every entry, tag, list, search and setting into a new library</source>
            <translation>copiar todas las entradas, etiquetas, listas, búsquedas y ajustes a una biblioteca nueva</translation>
        </message>
        <message>
            <source>Copy the whole library SRC into DST, a new (or empty) library, keeping every id, raw BibTeX field, tag colour, list order and note, saved search, key and attachment record; the search index is rebuilt at DST. One transaction: if the copy fails or is interrupted, DST is left empty. DST must hold nothing yet. Progress goes to stderr. PDF text is not copied: it is read again from the attached files.</source>
            <translation>Copia toda la biblioteca SRC en DST, una biblioteca nueva (o vacía), conservando cada id, campo BibTeX en bruto, color de etiqueta, orden y nota de lista, búsqueda guardada, clave y registro de adjunto; el índice de búsqueda se reconstruye en DST. Una sola transacción: si la copia falla o se interrumpe, DST queda vacía. DST no debe contener nada todavía. El progreso va a stderr. El texto de los PDF no se copia: se vuelve a leer de los archivos adjuntos.</translation>
        </message>
        <message>
            <source>the library to copy (file or URL)</source>
            <translation>la biblioteca que copiar (archivo o URL)</translation>
        </message>
        <message>
            <source>the new library (file or URL)</source>
            <translation>la biblioteca nueva (archivo o URL)</translation>
        </message>
        <message>
            <source>write every row of a library as sorted JSON lines</source>
            <translation>escribir cada fila de una biblioteca como líneas JSON ordenadas</translation>
        </message>
        <message>
            <source>Write every user-data row of LIB as one JSON line each, sorted by table and primary key, with values written the same way for a file and a server: two libraries with the same content dump to the same bytes (compare with cmp or diff). The search index and other derived data are left out.</source>
            <translation>Escribe cada fila de datos de usuario de LIB como una línea JSON, ordenadas por tabla y clave primaria, con los valores escritos igual para un archivo y para un servidor: dos bibliotecas con el mismo contenido dan los mismos bytes (compárelos con cmp o diff). Se omiten el índice de búsqueda y otros datos derivados.</translation>
        </message>
        <message>
            <source>the library (file or URL)</source>
            <translation>la biblioteca (archivo o URL)</translation>
        </message>
        <message>
            <source>the file to write (default stdout)</source>
            <translation>el archivo que escribir (predeterminado: salida estándar)</translation>
        </message>
        <message>
            <source>SRC and DST are the same library</source>
            <translation>SRC y DST son la misma biblioteca</translation>
        </message>
        <message>
            <source>papershelf: interrupted; nothing was copied to {library}</source>
            <translation>papershelf: interrumpido; no se copió nada en {library}</translation>
        </message>
        <message>
            <source>repaired: {what}</source>
            <translation>reparado: {what}</translation>
        </message>
        <message numerus="yes">
            <source>copied %n entries ({rows} rows in {tables} tables) from {source} to {destination} in {seconds} s</source>
            <translation>
                <numerusform>copiada %n entrada ({rows} filas en {tables} tablas) de {source} a {destination} en {seconds} s</numerusform>
                <numerusform>copiadas %n entradas ({rows} filas en {tables} tablas) de {source} a {destination} en {seconds} s</numerusform>
            </translation>
        </message>
        <message>
            <source>rebuilding {what}</source>
            <translation>reconstruyendo {what}</translation>
        </message>
        <message numerus="yes">
            <source>{table}: %n rows</source>
            <translation>
                <numerusform>{table}: %n fila</numerusform>
                <numerusform>{table}: %n filas</numerusform>
            </translation>
        </message>
        <message>
            <source>{table}: {share}% ({done} of {total} rows)</source>
            <translation>{table}: {share} % ({done} de {total} filas)</translation>
        </message>
        <message>
            <source>wrote the dump of {library} to {path}</source>
            <translation>volcado de {library} escrito en {path}</translation>
        </message>
        <message>
            <source>Reading lists are ordered queues of entries. Entries are chosen by search words, as `papershelf search` finds them.</source>
            <translation>Las listas de lectura son colas ordenadas de entradas. Las entradas se eligen con palabras de búsqueda, tal como las encuentra `papershelf search`.</translation>
        </message>
        <message>
            <source>append the entries a search finds to a list</source>
            <translation>añadir al final de una lista las entradas que encuentra una búsqueda</translation>
        </message>
        <message>
            <source>Append the entries the search words find to the end of a reading list (created if it is new); entries already in it keep their place.</source>
            <translation>Añade las entradas que encuentran las palabras de búsqueda al final de una lista de lectura (que se crea si es nueva); las entradas que ya están en ella conservan su puesto.</translation>
        </message>
        <message>
            <source>take the entries a search finds out of a list</source>
            <translation>sacar de una lista las entradas que encuentra una búsqueda</translation>
        </message>
        <message>
            <source>print a list in its order</source>
            <translation>imprimir una lista en su orden</translation>
        </message>
        <message>
            <source>print a JSON array</source>
            <translation>imprimir una matriz JSON</translation>
        </message>
        <message>
            <source>added {entries} to new list '{name}'</source>
            <translation>{entries} añadidas a la lista nueva '{name}'</translation>
        </message>
        <message>
            <source>added {entries} to '{name}'</source>
            <translation>{entries} añadidas a '{name}'</translation>
        </message>
        <message numerus="yes">
            <source> (%n already in it)</source>
            <translation>
                <numerusform> (%n ya estaba en ella)</numerusform>
                <numerusform> (%n ya estaban en ella)</numerusform>
            </translation>
        </message>
        <message>
            <source>removed {entries} from '{name}'</source>
            <translation>{entries} sacadas de '{name}'</translation>
        </message>
        <message>
            <source>{read}/{total} read</source>
            <translation>{read}/{total} leídos</translation>
        </message>
        <message>
            <source>Search Semantic Scholar, OpenAlex, Crossref and arXiv for each entry (QUERY in the search language; without one, every entry with an inferred title or no authors) and list its best candidates with the evidence: how closely the candidate's abstract matches the entry's (a token-set ratio of the two abstracts as plain, case- and accent-folded text), and the title's. With --apply, a candidate whose abstract matches at least 95%% replaces the entry's title, authors, venue, year, DOI and the like (the entry keeps its abstract, notes and key), all in one step.</source>
            <translation>Busca cada entrada en Semantic Scholar, OpenAlex, Crossref y arXiv (QUERY en el lenguaje de búsqueda; sin ella, toda entrada con título deducido o sin autores) y lista sus mejores candidatos con las pruebas: cuánto se parece el resumen del candidato al de la entrada (una razón de conjuntos de tokens de los dos resúmenes como texto plano, sin mayúsculas ni acentos) y cuánto el título. Con --apply, un candidato cuyo resumen coincide al menos en un 95%% reemplaza el título, los autores, la publicación, el año, el DOI y demás de la entrada (la entrada conserva su resumen, notas y clave), todo en un solo paso.</translation>
        </message>
        <message>
            <source>which entries (default: see above)</source>
            <translation>qué entradas (predeterminado: vea arriba)</translation>
        </message>
        <message>
            <source>apply candidates that match ≥ 95%%</source>
            <translation>aplicar los candidatos que coinciden en ≥ 95%%</translation>
        </message>
        <message>
            <source>papershelf: no entry to look up</source>
            <translation>papershelf: no hay ninguna entrada que buscar</translation>
        </message>
        <message>
            <source>applied {applied} of {looked} (abstracts matching ≥ 95%)</source>
            <translation>aplicados {applied} de {looked} (resúmenes que coinciden en ≥ 95 %)</translation>
        </message>
        <message>
            <source> (inferred title)</source>
            <translation> (título deducido)</translation>
        </message>
        <message>
            <source>n.d.</source>
            <translation>s. f.</translation>
        </message>
        <message>
            <source>no candidate found</source>
            <translation>no se encontró ningún candidato</translation>
        </message>
        <message>
            <source>Rebuild the index that search uses from every entry of the library, then read the text of every attached PDF not read yet (and retry those that could not be read before) into the full-text index. Only PDFs you attached or agreed to open are read. A PDF stopped for taking too much time or memory is not read again unless you ask (--retry-over-budget). The index follows every change by itself; run this if search ever seems to miss entries it should find.</source>
            <translation>Reconstruye el índice que usa la búsqueda a partir de todas las entradas de la biblioteca y luego lee en el índice de texto completo el texto de cada PDF adjunto aún no leído (y reintenta los que no se pudieron leer antes). Solo se leen los PDF que usted adjuntó o aceptó abrir. Un PDF detenido por tardar demasiado o usar demasiada memoria no se vuelve a leer salvo que lo pida (--retry-over-budget). El índice sigue cada cambio por sí solo; ejecute esto si alguna vez la búsqueda parece omitir entradas que debería encontrar.</translation>
        </message>
        <message>
            <source>read again the PDFs stopped before for taking too much time or memory</source>
            <translation>volver a leer los PDF detenidos antes por tardar demasiado o usar demasiada memoria</translation>
        </message>
        <message numerus="yes">
            <source>reindexed %n entries in {seconds} s; the index checked</source>
            <translation>
                <numerusform>%n entrada reindexada en {seconds} s; índice comprobado</numerusform>
                <numerusform>%n entradas reindexadas en {seconds} s; índice comprobado</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>reindexed %n entries in {seconds} s; the index FAILED its check</source>
            <translation>
                <numerusform>%n entrada reindexada en {seconds} s; el índice NO superó la comprobación</numerusform>
                <numerusform>%n entradas reindexadas en {seconds} s; el índice NO superó la comprobación</numerusform>
            </translation>
        </message>
        <message>
            <source>Open the app, then import each FILE (as File › Import would). 'papershelf FILE...' does the same when the first FILE has a dot or a slash.</source>
            <translation>Abre la aplicación y luego importa cada FILE (como haría Archivo › Importar). 'papershelf FILE...' hace lo mismo cuando el primer FILE tiene un punto o una barra.</translation>
        </message>
        <message>
            <source>files to import</source>
            <translation>archivos que importar</translation>
        </message>
        <message>
            <source>'open' starts the app: run it as 'papershelf open FILE...'</source>
            <translation>'open' inicia la aplicación: ejecútela como 'papershelf open FILE...'</translation>
        </message>
        <message>
            <source>Search, choose, and print the citation of the chosen papers on stdout. Without search words the picker window opens.</source>
            <translation>Buscar, elegir e imprimir en la salida estándar la cita de los artículos elegidos. Sin palabras de búsqueda se abre la ventana de selección.</translation>
        </message>
        <message>
            <source>search words (as `search` takes)</source>
            <translation>palabras de búsqueda (como las acepta `search`)</translation>
        </message>
        <message>
            <source>cite (default: \cite{a,b}), citep, citet, autocite, biblatex, pandoc ([@a; @b]), mmd, keys (a,b), json, formatted-citation, formatted-bibliography</source>
            <translation>cite (predeterminado: \cite{a,b}), citep, citet, autocite, biblatex, pandoc ([@a; @b]), mmd, keys (a,b), json, formatted-citation, formatted-bibliography</translation>
        </message>
        <message>
            <source>CSL style of formatted citations</source>
            <translation>estilo CSL de las citas con formato</translation>
        </message>
        <message>
            <source>every match, without asking</source>
            <translation>todas las coincidencias, sin preguntar</translation>
        </message>
        <message>
            <source>matches listed (default 20)</source>
            <translation>coincidencias listadas (predeterminado 20)</translation>
        </message>
        <message>
            <source>also insert it into a running editor: {editors}</source>
            <translation>insertarla también en un editor en ejecución: {editors}</translation>
        </message>
        <message>
            <source>Print each editor's push command ({citation}, {keys}, {elisp} and {server} are filled in), or set one: --set emacs 'emacsclient -s thesis --eval …'.</source>
            <translation>Imprime la orden de envío de cada editor ({citation}, {keys}, {elisp} y {server} se rellenan) o fija una: --set emacs 'emacsclient -s thesis --eval …'.</translation>
        </message>
        <message>
            <source>its default command again</source>
            <translation>volver a su orden predeterminada</translation>
        </message>
        <message>
            <source>papershelf: nothing chosen</source>
            <translation>papershelf: no se eligió nada</translation>
        </message>
        <message>
            <source>nothing matches '{words}'</source>
            <translation>nada coincide con '{words}'</translation>
        </message>
        <message>
            <source>numbers to cite (e.g. 1 3), Enter for none:</source>
            <translation>números que citar (p. ej., 1 3), Intro para ninguno:</translation>
        </message>
        <message>
            <source>A writing project is a LaTeX document (its main .tex or its folder) or a Markdown / Quarto document. Papershelf reads what it cites (the .aux or .bcf of the last build, else the sources) and holds that against the library.</source>
            <translation>Un proyecto de escritura es un documento LaTeX (su .tex principal o su carpeta) o un documento Markdown / Quarto. Papershelf lee lo que cita (el .aux o .bcf de la última compilación o, si no, las fuentes) y lo compara con la biblioteca.</translation>
        </message>
        <message>
            <source>link a document (and keep a .bib of its citations)</source>
            <translation>vincular un documento (y mantener un .bib de sus citas)</translation>
        </message>
        <message>
            <source>Link a document. With --bib FILE, FILE is kept written with the cited entries (rewritten when the library or the citations change); --bib named keeps the first .bib the document names (\bibliography, \addbibresource, YAML) — that file is then overwritten.</source>
            <translation>Vincula un documento. Con --bib FILE, FILE se mantiene escrito con las entradas citadas (se reescribe cuando cambian la biblioteca o las citas); --bib named mantiene el primer .bib que nombra el documento (\bibliography, \addbibresource, YAML): ese archivo se sobrescribe entonces.</translation>
        </message>
        <message>
            <source>the project's reading list</source>
            <translation>la lista de lectura del proyecto</translation>
        </message>
        <message>
            <source>a file to keep written</source>
            <translation>un archivo que mantener escrito</translation>
        </message>
        <message>
            <source>commit the kept file in its git working tree (e.g. an Overleaf clone) after each rewrite; never pushes</source>
            <translation>hacer commit del archivo mantenido en su árbol de trabajo git (p. ej., un clon de Overleaf) tras cada reescritura; nunca hace push</translation>
        </message>
        <message>
            <source>of the kept file (default: by its name, else bibtex)</source>
            <translation>del archivo mantenido (predeterminado: según su nombre; si no, bibtex)</translation>
        </message>
        <message>
            <source>cited, missing and uncited entries of a document</source>
            <translation>entradas citadas, ausentes y no citadas de un documento</translation>
        </message>
        <message>
            <source>Works on any document, linked or not. --json prints an object with 'cited', 'missing' and 'uncited' key lists (and suggestions, identifiers, warnings).</source>
            <translation>Funciona con cualquier documento, vinculado o no. --json imprime un objeto con las listas de claves 'cited', 'missing' y 'uncited' (y sugerencias, identificadores, advertencias).</translation>
        </message>
        <message>
            <source>the list to find uncited papers in (default: the linked one)</source>
            <translation>la lista en la que buscar artículos no citados (predeterminado: la vinculada)</translation>
        </message>
        <message>
            <source>print a JSON object</source>
            <translation>imprimir un objeto JSON</translation>
        </message>
        <message>
            <source>print the linked projects</source>
            <translation>imprimir los proyectos vinculados</translation>
        </message>
        <message>
            <source>unlink a project</source>
            <translation>desvincular un proyecto</translation>
        </message>
        <message>
            <source>write a project's kept file now</source>
            <translation>escribir ahora el archivo mantenido de un proyecto</translation>
        </message>
        <message>
            <source>linked {path}</source>
            <translation>vinculado {path}</translation>
        </message>
        <message>
            <source>{path}: names no bibliography file; give one with --bib FILE</source>
            <translation>{path}: no nombra ningún archivo de bibliografía; indique uno con --bib FILE</translation>
        </message>
        <message>
            <source>{cited} cited, {missing} missing, {uncited} uncited (read from {origin})</source>
            <translation>{cited} citadas, {missing} ausentes, {uncited} no citadas (leído de {origin})</translation>
        </message>
        <message>
            <source>the document cites everything (\nocite{*} or @*)</source>
            <translation>el documento lo cita todo (\nocite{*} o @*)</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>ausentes</translation>
        </message>
        <message>
            <source>uncited</source>
            <translation>no citadas</translation>
        </message>
        <message>
            <source>style warnings</source>
            <translation>advertencias de estilo</translation>
        </message>
        <message numerus="yes">
            <source>... and %n more</source>
            <translation>
                <numerusform>... y %n más</numerusform>
                <numerusform>... y %n más</numerusform>
            </translation>
        </message>
        <message>
            <source>no writing projects linked (papershelf project add PATH)</source>
            <translation>no hay proyectos de escritura vinculados (papershelf project add PATH)</translation>
        </message>
        <message>
            <source>unlinked {path}</source>
            <translation>desvinculado {path}</translation>
        </message>
        <message>
            <source>{path} is not a linked writing project</source>
            <translation>{path} no es un proyecto de escritura vinculado</translation>
        </message>
        <message>
            <source>papershelf: writing project {name}: {error}</source>
            <translation>papershelf: proyecto de escritura {name}: {error}</translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries cited (written)</source>
            <translation>
                <numerusform>{path}: %n entrada citada (escrita)</numerusform>
                <numerusform>{path}: %n entradas citadas (escritas)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries cited (unchanged)</source>
            <translation>
                <numerusform>{path}: %n entrada citada (sin cambios)</numerusform>
                <numerusform>{path}: %n entradas citadas (sin cambios)</numerusform>
            </translation>
        </message>
        <message>
            <source>Print the entries whose title, abstract and keywords are most like those of the entry KEY, most alike first. The score (0 to 1) is an entry's full-text match for KEY's most telling words, as a share of KEY's own.</source>
            <translation>Imprime las entradas cuyo título, resumen y palabras clave más se parecen a los de la entrada KEY, las más parecidas primero. La puntuación (de 0 a 1) es la coincidencia de texto completo de una entrada con las palabras más reveladoras de KEY, como fracción de la de la propia KEY.</translation>
        </message>
        <message>
            <source>the citation key of the entry</source>
            <translation>la clave de cita de la entrada</translation>
        </message>
        <message>
            <source>at most N entries</source>
            <translation>como máximo N entradas</translation>
        </message>
        <message>
            <source>no entry has the key {key}</source>
            <translation>ninguna entrada tiene la clave {key}</translation>
        </message>
        <message>
            <source>Draw page N of the PDF FILE as the reader shows it, into a PNG. A PDF that cannot be drawn (damaged, encrypted, or taking over 20 s) is refused in one line.</source>
            <translation>Dibuja la página N del PDF FILE tal como la muestra el lector, en un PNG. Un PDF que no se puede dibujar (dañado, cifrado o que tarda más de 20 s) se rechaza en una línea.</translation>
        </message>
        <message>
            <source>the PDF</source>
            <translation>el PDF</translation>
        </message>
        <message>
            <source>pixels per inch (150)</source>
            <translation>píxeles por pulgada (150)</translation>
        </message>
        <message>
            <source>the PDF's password, if it has one</source>
            <translation>la contraseña del PDF, si tiene</translation>
        </message>
        <message>
            <source>--dpi must be between 1 and {most}</source>
            <translation>--dpi debe estar entre 1 y {most}</translation>
        </message>
        <message>
            <source>{path}: page {page}, {width}×{height} pixels</source>
            <translation>{path}: página {page}, {width}×{height} píxeles</translation>
        </message>
        <message numerus="yes">
            <source>{path}: page {page} does not exist (it has %n pages)</source>
            <translation>
                <numerusform>{path}: la página {page} no existe (tiene %n página)</numerusform>
                <numerusform>{path}: la página {page} no existe (tiene %n páginas)</numerusform>
            </translation>
        </message>
        <message>
            <source>In a shell, quote a query that has -word in it:</source>
            <translation>En una shell, ponga entre comillas una consulta que contenga -palabra:</translation>
        </message>
        <message>
            <source>Print the entries that match QUERY (all entries when there is none): best match first when it has words, else in the order they were added.</source>
            <translation>Imprime las entradas que coinciden con QUERY (todas si no hay ninguna): la mejor coincidencia primero cuando tiene palabras; si no, en el orden en que se añadieron.</translation>
        </message>
        <message>
            <source>a query (see below); several words are joined</source>
            <translation>una consulta (vea abajo); varias palabras se unen</translation>
        </message>
        <message>
            <source>Saved searches are queries kept under a name; the app shows them as smart lists that follow every change. With no action, print them.</source>
            <translation>Las búsquedas guardadas son consultas conservadas con un nombre; la aplicación las muestra como listas inteligentes que siguen cada cambio. Sin acción, se imprimen.</translation>
        </message>
        <message>
            <source>save a query under a name</source>
            <translation>guardar una consulta con un nombre</translation>
        </message>
        <message>
            <source>the query (words are joined)</source>
            <translation>la consulta (las palabras se unen)</translation>
        </message>
        <message>
            <source>change a saved search's query</source>
            <translation>cambiar la consulta de una búsqueda guardada</translation>
        </message>
        <message>
            <source>{scope}; unchanged if not given</source>
            <translation>{scope}; sin cambios si no se indica</translation>
        </message>
        <message>
            <source>rename a saved search</source>
            <translation>cambiar el nombre de una búsqueda guardada</translation>
        </message>
        <message>
            <source>forget a saved search</source>
            <translation>olvidar una búsqueda guardada</translation>
        </message>
        <message>
            <source>print what a saved search finds</source>
            <translation>imprimir lo que encuentra una búsqueda guardada</translation>
        </message>
        <message>
            <source>print a JSON array of entries</source>
            <translation>imprimir una matriz JSON de entradas</translation>
        </message>
        <message>
            <source>print at most N entries</source>
            <translation>imprimir como máximo N entradas</translation>
        </message>
        <message>
            <source>cannot read the scope '{scope}' ({help})</source>
            <translation>no se puede leer el ámbito '{scope}' ({help})</translation>
        </message>
        <message>
            <source>there is no saved search called '{name}'</source>
            <translation>no hay ninguna búsqueda guardada llamada '{name}'</translation>
        </message>
        <message>
            <source>saved '{name}': {query}</source>
            <translation>guardada '{name}': {query}</translation>
        </message>
        <message>
            <source>'{name}' now searches: {query}</source>
            <translation>'{name}' busca ahora: {query}</translation>
        </message>
        <message>
            <source>renamed '{old}' to '{new}'</source>
            <translation>'{old}' renombrada como '{new}'</translation>
        </message>
        <message>
            <source>deleted the saved search '{name}'</source>
            <translation>borrada la búsqueda guardada '{name}'</translation>
        </message>
        <message>
            <source>order by KEY (relevance, added, title, authors, year, ...); --desc reverses it</source>
            <translation>ordenar por KEY (relevance, added, title, authors, year, ...); --desc la invierte</translation>
        </message>
        <message>
            <source>sort descending</source>
            <translation>ordenar de forma descendente</translation>
        </message>
        <message>
            <source>papershelf: query: {hint}</source>
            <translation>papershelf: consulta: {hint}</translation>
        </message>
        <message>
            <source>Check resources, modules, SQLite full-text search, the sample import and BibTeX in a scratch library; exit 1 if any check fails. Your library is not changed.</source>
            <translation>Comprueba los recursos, los módulos, la búsqueda de texto completo de SQLite, la importación de ejemplo y BibTeX en una biblioteca temporal; sale con 1 si falla alguna comprobación. Su biblioteca no se modifica.</translation>
        </message>
        <message>
            <source>FAIL</source>
            <translation>FALLO</translation>
        </message>
        <message numerus="yes">
            <source>library: {location} (%n entries)</source>
            <translation>
                <numerusform>biblioteca: {location} (%n entrada)</numerusform>
                <numerusform>biblioteca: {location} (%n entradas)</numerusform>
            </translation>
        </message>
        <message>
            <source>self-test: {failed} of {checks} checks failed</source>
            <translation>autocomprobación: fallaron {failed} de {checks} comprobaciones</translation>
        </message>
        <message>
            <source>self-test: all checks passed</source>
            <translation>autocomprobación: todas las comprobaciones superadas</translation>
        </message>
        <message>
            <source>missing under {root}: {files}</source>
            <translation>falta en {root}: {files}</translation>
        </message>
        <message numerus="yes">
            <source>only %n modules found: {names}</source>
            <translation>
                <numerusform>solo se encontró %n módulo: {names}</numerusform>
                <numerusform>solo se encontraron %n módulos: {names}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n modules</source>
            <translation>
                <numerusform>%n módulo</numerusform>
                <numerusform>%n módulos</numerusform>
            </translation>
        </message>
        <message>
            <source>sample import: {summary}</source>
            <translation>importación del ejemplo: {summary}</translation>
        </message>
        <message>
            <source>searching the sample for 'learning' found nothing</source>
            <translation>buscar 'learning' en el ejemplo no encontró nada</translation>
        </message>
        <message numerus="yes">
            <source>{added} sample entries, %n match 'learning'</source>
            <translation>
                <numerusform>{added} entradas de ejemplo, %n coincide con 'learning'</numerusform>
                <numerusform>{added} entradas de ejemplo, %n coinciden con 'learning'</numerusform>
            </translation>
        </message>
        <message>
            <source>read back {titles} in '{venue}', problems {problems}</source>
            <translation>releído {titles} en '{venue}', problemas {problems}</translation>
        </message>
        <message>
            <source>round trip kept '{title}' by {authors}</source>
            <translation>la ida y vuelta conservó '{title}' de {authors}</translation>
        </message>
        <message>
            <source>TLS certificates would not be verified</source>
            <translation>los certificados TLS no se verificarían</translation>
        </message>
        <message>
            <source>httpx {version} over {openssl}, certificates verified</source>
            <translation>httpx {version} sobre {openssl}, certificados verificados</translation>
        </message>
        <message>
            <source>psycopg runs on its slow {impl} part, not its binary one</source>
            <translation>psycopg funciona con su parte lenta {impl}, no con la binaria</translation>
        </message>
        <message>
            <source>psycopg {version} ({impl}) with libpq {libpq}</source>
            <translation>psycopg {version} ({impl}) con libpq {libpq}</translation>
        </message>
        <message>
            <source>{style} gave {text}</source>
            <translation>{style} dio {text}</translation>
        </message>
        <message numerus="yes">
            <source>only %n styles: {ids}</source>
            <translation>
                <numerusform>solo %n estilo: {ids}</numerusform>
                <numerusform>solo %n estilos: {ids}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n styles, e.g. {example}</source>
            <translation>
                <numerusform>%n estilo, p. ej. {example}</numerusform>
                <numerusform>%n estilos, p. ej. {example}</numerusform>
            </translation>
        </message>
        <message>
            <source>Serve /better-bibtex/cayw (the picker) and /better-bibtex/export/… (pull export) on 127.0.0.1 only: on Better BibTeX's port 23119 when Zotero is not using it, else on 23120. Other computers are refused. Runs until Ctrl+C.</source>
            <translation>Sirve /better-bibtex/cayw (el selector) y /better-bibtex/export/… (exportación bajo demanda) solo en 127.0.0.1: en el puerto 23119 de Better BibTeX cuando Zotero no lo usa, si no en el 23120. Se rechazan otros ordenadores. Funciona hasta Ctrl+C.</translation>
        </message>
        <message>
            <source>listen on this port instead</source>
            <translation>escuchar en este puerto en su lugar</translation>
        </message>
        <message>
            <source>require a random token (printed) in ?token= or an X-Papershelf-Token header</source>
            <translation>exigir un token aleatorio (que se imprime) en ?token= o en una cabecera X-Papershelf-Token</translation>
        </message>
        <message>
            <source>cannot listen on port {port}: {why}</source>
            <translation>no se puede escuchar en el puerto {port}: {why}</translation>
        </message>
        <message>
            <source>cite as you write: {url}</source>
            <translation>cite mientras escribe: {url}</translation>
        </message>
        <message>
            <source>token: {token}</source>
            <translation>token: {token}</translation>
        </message>
        <message>
            <source>Print how many papers were added and read per month, the backlog, how long papers wait to be read, and the papers per venue, year and tag.</source>
            <translation>Imprime cuántos artículos se añadieron y leyeron cada mes, los pendientes, cuánto esperan los artículos a ser leídos y los artículos por publicación, año y etiqueta.</translation>
        </message>
        <message>
            <source>print every figure as JSON</source>
            <translation>imprimir todas las cifras como JSON</translation>
        </message>
        <message>
            <source>{count} read</source>
            <translation>{count} leídos</translation>
        </message>
        <message>
            <source>{total} papers: {read} read, {reading} reading, {unread} unread (backlog {backlog})</source>
            <translation>{total} artículos: {read} leídos, {reading} en lectura, {unread} no leídos (pendientes {backlog})</translation>
        </message>
        <message>
            <source>median time from added to read: {days} days</source>
            <translation>tiempo mediano desde que se añade hasta que se lee: {days} días</translation>
        </message>
        <message>
            <source>added</source>
            <translation>añadidos</translation>
        </message>
        <message>
            <source>read</source>
            <translation>leídos</translation>
        </message>
        <message>
            <source>backlog</source>
            <translation>pendientes</translation>
        </message>
        <message>
            <source>month</source>
            <translation>mes</translation>
        </message>
        <message>
            <source>venues</source>
            <translation>publicaciones</translation>
        </message>
        <message>
            <source>tags</source>
            <translation>etiquetas</translation>
        </message>
        <message>
            <source>years</source>
            <translation>años</translation>
        </message>
        <message>
            <source>Suggest up to 5 tags for the entry KEY: the tags of the entries most like it, and key phrases of its title and abstract (marked 'new' when no entry has that tag yet). Add one with: papershelf tag add TAG key:KEY</source>
            <translation>Sugiere hasta 5 etiquetas para la entrada KEY: las etiquetas de las entradas más parecidas y frases clave de su título y resumen (marcadas 'new' cuando ninguna entrada tiene aún esa etiqueta). Añada una con: papershelf tag add TAG key:KEY</translation>
        </message>
        <message>
            <source>{reason}, new</source>
            <translation>{reason}, nueva</translation>
        </message>
        <message>
            <source>give either search words or --all, not both</source>
            <translation>indique palabras de búsqueda o --all, no ambas cosas</translation>
        </message>
        <message>
            <source>Put a tag on the entries a search finds, take it off, or manage the tag. Tags nest with '/': 'ml/rl' is below 'ml'.</source>
            <translation>Poner una etiqueta a las entradas que encuentra una búsqueda, quitarla o gestionar la etiqueta. Las etiquetas se anidan con '/': 'ml/rl' está por debajo de 'ml'.</translation>
        </message>
        <message>
            <source>rename a tag (and the tags below it)</source>
            <translation>cambiar el nombre de una etiqueta (y de las que hay por debajo)</translation>
        </message>
        <message>
            <source>Rename a tag; the tags below it move along ('ml' -&gt; 'ai' turns 'ml/rl' into 'ai/rl'). Renaming onto an existing tag needs --merge.</source>
            <translation>Cambia el nombre de una etiqueta; las etiquetas por debajo la acompañan ('ml' -&gt; 'ai' convierte 'ml/rl' en 'ai/rl'). Renombrar a una etiqueta existente requiere --merge.</translation>
        </message>
        <message>
            <source>merge into NEW if it exists</source>
            <translation>fusionar con NEW si existe</translation>
        </message>
        <message>
            <source>give a tag a colour</source>
            <translation>dar un color a una etiqueta</translation>
        </message>
        <message>
            <source>a colour as #rrggbb</source>
            <translation>un color como #rrggbb</translation>
        </message>
        <message>
            <source>delete a tag (its entries stay)</source>
            <translation>borrar una etiqueta (sus entradas se quedan)</translation>
        </message>
        <message>
            <source>tag the entries a search finds</source>
            <translation>etiquetar las entradas que encuentra una búsqueda</translation>
        </message>
        <message>
            <source>Tag every entry the search words find (as `papershelf search` finds them); the tag is created if it is new.</source>
            <translation>Etiqueta todas las entradas que encuentran las palabras de búsqueda (tal como las encuentra `papershelf search`); la etiqueta se crea si es nueva.</translation>
        </message>
        <message>
            <source>take a tag off the entries a search finds</source>
            <translation>quitar una etiqueta de las entradas que encuentra una búsqueda</translation>
        </message>
        <message>
            <source>Print every tag with its colour and how many entries carry it (a parent counts the entries of the tags below it too).</source>
            <translation>Imprime cada etiqueta con su color y cuántas entradas la llevan (una etiqueta padre cuenta también las entradas de las etiquetas por debajo).</translation>
        </message>
        <message>
            <source>order of each level</source>
            <translation>orden de cada nivel</translation>
        </message>
        <message>
            <source>your private tags (a shared library)</source>
            <translation>tus etiquetas privadas (biblioteca compartida)</translation>
        </message>
        <message>
            <source>tagged {entries} with '{name}'</source>
            <translation>{entries} etiquetadas con '{name}'</translation>
        </message>
        <message numerus="yes">
            <source> (%n already had it)</source>
            <translation>
                <numerusform> (%n ya la tenía)</numerusform>
                <numerusform> (%n ya la tenían)</numerusform>
            </translation>
        </message>
        <message>
            <source>removed your private tag '{tag}' from {entries}</source>
            <translation>se quitó tu etiqueta privada '{tag}' de {entries}</translation>
        </message>
        <message>
            <source>removed '{name}' from {entries}</source>
            <translation>'{name}' quitada de {entries}</translation>
        </message>
        <message>
            <source>tagged {entries} with your private tag '{tag}'</source>
            <translation>{entries} etiquetadas con tu etiqueta privada '{tag}'</translation>
        </message>
        <message numerus="yes">
            <source>tagged {entries} with your private tag '{tag}' (%n already had it)</source>
            <translation>
                <numerusform>{entries} etiquetadas con tu etiqueta privada '{tag}' (%n ya la tenía)</numerusform>
                <numerusform>{entries} etiquetadas con tu etiqueta privada '{tag}' (%n ya la tenían)</numerusform>
            </translation>
        </message>
        <message>
            <source>{error}; add --merge to merge '{old}' into it</source>
            <translation>{error}; añada --merge para fusionar '{old}' con ella</translation>
        </message>
        <message>
            <source>renamed (merging where needed) '{old}' to '{new}' on {entries}</source>
            <translation>'{old}' renombrada como '{new}' (fusionando donde hacía falta) en {entries}</translation>
        </message>
        <message>
            <source>renamed '{old}' to '{new}' on {entries}</source>
            <translation>'{old}' renombrada como '{new}' en {entries}</translation>
        </message>
        <message>
            <source>'{name}' is now {colour}</source>
            <translation>'{name}' es ahora {colour}</translation>
        </message>
        <message>
            <source>deleted the tag '{name}' (it was on {entries})</source>
            <translation>borrada la etiqueta '{name}' (estaba en {entries})</translation>
        </message>
        <message>
            <source>you have no private tags</source>
            <translation>no tienes etiquetas privadas</translation>
        </message>
        <message>
            <source>Show a list's sessions (date, presenter, who has read the paper) and its next session, or give one of its papers a session: the list then sorts by date.</source>
            <translation>Muestra las sesiones de una lista (fecha, ponente, quién ha leído el artículo) y su próxima sesión, o asigna una sesión a uno de sus artículos: la lista se ordena entonces por fecha.</translation>
        </message>
        <message>
            <source>the reading list</source>
            <translation>la lista de lectura</translation>
        </message>
        <message>
            <source>a session (YYYY-MM-DD)</source>
            <translation>una sesión (AAAA-MM-DD)</translation>
        </message>
        <message>
            <source>who presents (a member's role)</source>
            <translation>quién presenta (el rol de un miembro)</translation>
        </message>
        <message>
            <source>take a paper's session off</source>
            <translation>quitar la sesión de un artículo</translation>
        </message>
        <message>
            <source>print the sessions as JSON</source>
            <translation>imprimir las sesiones como JSON</translation>
        </message>
        <message>
            <source>the paper's citation key</source>
            <translation>la clave de cita del artículo</translation>
        </message>
        <message>
            <source>the member's database role</source>
            <translation>el rol de base de datos del miembro</translation>
        </message>
        <message>
            <source>the due date (YYYY-MM-DD)</source>
            <translation>la fecha límite (AAAA-MM-DD)</translation>
        </message>
        <message>
            <source>take the assignment back</source>
            <translation>retirar la asignación</translation>
        </message>
        <message>
            <source>print a JSON list</source>
            <translation>imprimir una lista JSON</translation>
        </message>
        <message>
            <source>next</source>
            <translation>próx.</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>nadie todavía</translation>
        </message>
        <message>
            <source>presenter {presenter}; read by {readers}</source>
            <translation>ponente {presenter}; leído por {readers}</translation>
        </message>
        <message>
            <source>no sessions yet: --schedule KEY YYYY-MM-DD makes the list a club</source>
            <translation>aún no hay sesiones: --schedule KEY YYYY-MM-DD convierte la lista en un club</translation>
        </message>
        <message>
            <source>{key} is no longer assigned to {member}</source>
            <translation>{key} ya no está asignado a {member}</translation>
        </message>
        <message>
            <source>{key} assigned to {member} by {due}</source>
            <translation>{key} asignado a {member} para el {due}</translation>
        </message>
        <message>
            <source>{key} assigned to {member}</source>
            <translation>{key} asignado a {member}</translation>
        </message>
        <message>
            <source>nothing is assigned to you</source>
            <translation>no tiene nada asignado</translation>
        </message>
        <message>
            <source>Print the name this library shows for you (in other people's windows: who has it open, who changed or deleted a paper), or set it. Without a name set, your login is shown.</source>
            <translation>Imprime el nombre que esta biblioteca muestra para usted (en las ventanas de los demás: quién la tiene abierta, quién cambió o borró un artículo) o lo fija. Sin un nombre fijado, se muestra su usuario.</translation>
        </message>
        <message>
            <source>the name to go by, e.g. 'Ana Lopez'</source>
            <translation>el nombre con el que figurar, p. ej., 'Ana Lopez'</translation>
        </message>
        <message>
            <source>go by your login again</source>
            <translation>volver a figurar con su usuario</translation>
        </message>
        <message>
            <source>(no user name)</source>
            <translation>(sin nombre de usuario)</translation>
        </message>
        <message>
            <source>A reading list (or, with --unread, the library's unread papers) can have a goal: a deadline (--by 2027-03-01) or a pace (--pace 5/week). Without a new goal, print when the list is done at your pace (learned from the last weeks' read dates), whether you are ahead or behind, and the papers of the coming weeks.</source>
            <translation>Una lista de lectura (o, con --unread, los artículos no leídos de la biblioteca) puede tener un objetivo: una fecha límite (--by 2027-03-01) o un ritmo (--pace 5/week). Sin un objetivo nuevo, imprime cuándo terminará la lista a su ritmo (aprendido de las fechas de lectura de las últimas semanas), si va adelantado o retrasado, y los artículos de las próximas semanas.</translation>
        </message>
        <message>
            <source>the library's unread papers</source>
            <translation>los artículos no leídos de la biblioteca</translation>
        </message>
        <message>
            <source>the goal: read it all by DATE (YYYY-MM-DD)</source>
            <translation>el objetivo: leerlo todo antes de DATE (AAAA-MM-DD)</translation>
        </message>
        <message>
            <source>the goal: read N papers a week</source>
            <translation>el objetivo: leer N artículos a la semana</translation>
        </message>
        <message>
            <source>remove the goal</source>
            <translation>quitar el objetivo</translation>
        </message>
        <message>
            <source>forecast as of DATE (default: today)</source>
            <translation>previsión a fecha DATE (predeterminado: hoy)</translation>
        </message>
        <message>
            <source>print the forecast as JSON</source>
            <translation>imprimir la previsión como JSON</translation>
        </message>
        <message>
            <source>name a reading list, or give --unread (not both)</source>
            <translation>indique una lista de lectura o --unread (no ambas cosas)</translation>
        </message>
        <message>
            <source>Mark papers unread, reading or read. On a shared library the status is your own: other members keep theirs (--me says so explicitly).</source>
            <translation>Marca artículos como no leídos, en lectura o leídos. En una biblioteca compartida el estado es el suyo: los demás miembros conservan el suyo (--me lo dice explícitamente).</translation>
        </message>
        <message>
            <source>citation keys</source>
            <translation>claves de cita</translation>
        </message>
        <message>
            <source>unread, reading or read</source>
            <translation>unread, reading o read</translation>
        </message>
        <message>
            <source>your own status (always, on a shared library)</source>
            <translation>su propio estado (siempre, en una biblioteca compartida)</translation>
        </message>
        <message>
            <source>For each paper the search words find: the members who have read it and your own status. Fields readby:NAME and readers:&gt;=N filter by them.</source>
            <translation>Para cada artículo que encuentran las palabras de búsqueda: los miembros que lo han leído y su propio estado. Los campos readby:NAME y readers:&gt;=N filtran por ellos.</translation>
        </message>
        <message>
            <source>search words, e.g. key:vaswani2017 or list:"Club"</source>
            <translation>palabras de búsqueda, p. ej., key:vaswani2017 o list:"Club"</translation>
        </message>
        <message>
            <source>show it to every member</source>
            <translation>mostrarla a todos los miembros</translation>
        </message>
        <message>
            <source>Show who you are on a shared library, or set the name shown for you.</source>
            <translation>Muestra quién es usted en una biblioteca compartida o fija el nombre que se muestra para usted.</translation>
        </message>
        <message>
            <source>your display name ('' shows your database role)</source>
            <translation>su nombre visible ('' muestra su rol de base de datos)</translation>
        </message>
        <message>
            <source>no entry with the key {key}</source>
            <translation>ninguna entrada con la clave {key}</translation>
        </message>
        <message>
            <source>no paper matches</source>
            <translation>ningún artículo coincide</translation>
        </message>
        <message>
            <source>your note on {key} is kept (shown to every member)</source>
            <translation>su nota sobre {key} queda guardada (visible para todos los miembros)</translation>
        </message>
        <message>
            <source>your note on {key} is kept (private)</source>
            <translation>su nota sobre {key} queda guardada (privada)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(ninguna)</translation>
        </message>
        <message>
            <source>{key}, your private note: {note}</source>
            <translation>{key}, tu nota privada: {note}</translation>
        </message>
        <message>
            <source>{key}, your note shown to every member: {note}</source>
            <translation>{key}, tu nota visible para todos los miembros: {note}</translation>
        </message>
        <message>
            <source>{key}, your private tags: {tags}</source>
            <translation>{key}, tus etiquetas privadas: {tags}</translation>
        </message>
        <message>
            <source>you are {me}, shown as {shown}</source>
            <translation>usted es {me}, mostrado como {shown}</translation>
        </message>
        <message>
            <source>you are {me}</source>
            <translation>usted es {me}</translation>
        </message>
        <message>
            <source>Copy the library, check the copy and compress it into the backups folder beside the library, as the app's daily backup does. Of the backups, the newest --keep are kept (10 unless set), and of those only as many as fit in --budget MB of disk (2048 unless set; the newest is always kept).</source>
            <translation>Copia la biblioteca, comprueba la copia y la comprime en la carpeta de copias de seguridad junto a la biblioteca, como hace la copia diaria de la aplicación. De las copias se conservan las --keep más recientes (10 si no se indica) y, de ellas, solo las que quepan en --budget MB de disco (2048 si no se indica; la más reciente se conserva siempre).</translation>
        </message>
        <message>
            <source>list the backups, newest first</source>
            <translation>listar las copias de seguridad, la más reciente primero</translation>
        </message>
        <message>
            <source>keep at most N backups from now on</source>
            <translation>conservar como máximo N copias de seguridad a partir de ahora</translation>
        </message>
        <message>
            <source>let backups take at most MB of disk</source>
            <translation>dejar que las copias ocupen como máximo MB de disco</translation>
        </message>
        <message numerus="yes">
            <source>%n backups kept, {used} MB of a {budget} MB budget</source>
            <translation>
                <numerusform>%n copia conservada, {used} MB de un presupuesto de {budget} MB</numerusform>
                <numerusform>%n copias conservadas, {used} MB de un presupuesto de {budget} MB</numerusform>
            </translation>
        </message>
        <message>
            <source>cannot back up the library first ({why}); nothing was changed</source>
            <translation>no se puede hacer primero una copia de seguridad de la biblioteca ({why}); no se cambió nada</translation>
        </message>
        <message>
            <source>the library could not be used ({error})</source>
            <translation>no se pudo usar la biblioteca ({error})</translation>
        </message>
        <message>
            <source>{folder}: no PDFs in this folder</source>
            <translation>{folder}: no hay PDF en esta carpeta</translation>
        </message>
        <message>
            <source>Zotero's base directory for linked files (Settings &gt; Advanced &gt; Files and Folders): linked files stored relative to it are found there (default: as Zotero's own preferences say)</source>
            <translation>el directorio base de Zotero para archivos vinculados (Configuración &gt; Avanzado &gt; Archivos y carpetas): los archivos vinculados guardados en relación con él se buscan allí (predeterminado: lo que digan las preferencias de Zotero)</translation>
        </message>
        <message>
            <source>for a folder of PDFs: its subfolders become reading lists ('Parent / Child') or nested tags ('parent/child')</source>
            <translation>para una carpeta de PDF: sus subcarpetas se convierten en listas de lectura ('Padre / Hijo') o en etiquetas anidadas ('padre/hijo')</translation>
        </message>
        <message>
            <source>not a number of seconds: {text}</source>
            <translation>no es un número de segundos: {text}</translation>
        </message>
        <message>
            <source>give 0 to 86400 seconds, not {text}</source>
            <translation>indique de 0 a 86400 segundos, no {text}</translation>
        </message>
        <message>
            <source>how long to wait for another process writing the library (default {seconds}; 0: do not wait)</source>
            <translation>cuánto esperar a otro proceso que escribe en la biblioteca (predeterminado {seconds}; 0: no esperar)</translation>
        </message>
        <message>
            <source>papershelf: {message} (--wait SECONDS to change)</source>
            <translation>papershelf: {message} (--wait SECONDS para cambiarlo)</translation>
        </message>
        <message>
            <source>this command shows a window: run it as `papershelf ...`</source>
            <translation>esta orden muestra una ventana: ejecútela como `papershelf ...`</translation>
        </message>
        <message>
            <source>full text: {summary}</source>
            <translation>texto completo: {summary}</translation>
        </message>
        <message>
            <source>reading {done}/{total}: {name}</source>
            <translation>leyendo {done}/{total}: {name}</translation>
        </message>
        <message>
            <source>the editor's server for this push: Neovim's address (nvim --listen ADDRESS), Vim's --servername (default: the one set with `editors --server`)</source>
            <translation>el servidor del editor para este envío: la dirección de Neovim (nvim --listen DIRECCIÓN), el --servername de Vim (por defecto: el fijado con `editors --server`)</translation>
        </message>
        <message>
            <source>push to this server: neovim /run/user/1000/thesis.sock (as started with nvim --listen), vim THESIS (its --servername); '' for the default</source>
            <translation>enviar a este servidor: neovim /run/user/1000/thesis.sock (como se inició con nvim --listen), vim THESIS (su --servername); '' para el predeterminado</translation>
        </message>
        <message>
            <source>server: {server}</source>
            <translation>servidor: {server}</translation>
        </message>
        <message>
            <source>no date</source>
            <translation>sin fecha</translation>
        </message>
        <message>
            <source>{plan}: {read} of {total} read; goal: {goal}</source>
            <translation>{plan}: {read} de {total} leídos; objetivo: {goal}</translation>
        </message>
        <message>
            <source>You are {standing}.</source>
            <translation>Va {standing}.</translation>
        </message>
        <message>
            <source>week of {day} ({time})</source>
            <translation>semana del {day} ({time})</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>nadie</translation>
        </message>
        <message>
            <source>read by {names}; you: {status}</source>
            <translation>leído por {names}; usted: {status}</translation>
        </message>
        <message>
            <source>unread</source>
            <translation>no leído</translation>
        </message>
        <message>
            <source>reading</source>
            <translation>leyendo</translation>
        </message>
    </context>
    <context>
        <name>clubs</name>
        <message>
            <source>{text!r} is not a date: write it as YYYY-MM-DD</source>
            <translation>{text!r} no es una fecha: escríbala como AAAA-MM-DD</translation>
        </message>
        <message>
            <source>only a paper of the list can have a session in it</source>
            <translation>solo un artículo de la lista puede tener una sesión en ella</translation>
        </message>
        <message>
            <source>that paper has no session in this list</source>
            <translation>ese artículo no tiene ninguna sesión en esta lista</translation>
        </message>
        <message>
            <source>say who the paper is assigned to</source>
            <translation>indique a quién está asignado el artículo</translation>
        </message>
        <message>
            <source>that paper is not assigned to {member}</source>
            <translation>ese artículo no está asignado a {member}</translation>
        </message>
    </context>
    <context>
        <name>conflict_dialog</name>
        <message>
            <source>{name}, at {time}</source>
            <translation>{name}, a las {time}</translation>
        </message>
        <message>
            <source>Keep mine</source>
            <translation>Conservar el mío</translation>
        </message>
        <message>
            <source>Take theirs</source>
            <translation>Tomar el suyo</translation>
        </message>
        <message>
            <source>Take {name}’s</source>
            <translation>Tomar el de {name}</translation>
        </message>
        <message>
            <source>Yours:</source>
            <translation>El suyo:</translation>
        </message>
        <message>
            <source>{who}:</source>
            <translation>{who}:</translation>
        </message>
        <message>
            <source>Use a merged value:</source>
            <translation>Usar un valor combinado:</translation>
        </message>
        <message>
            <source>Someone Else Changed This Paper</source>
            <translation>Otra persona ha cambiado este artículo</translation>
        </message>
        <message>
            <source>&amp;Save Choices</source>
            <translation>&amp;Guardar la elección</translation>
        </message>
        <message>
            <source>While you edited “{title}”, {people} changed {fields} too. Your other changes are saved. Choose what each field keeps; the value you do not keep stays on show here until you close this.</source>
            <translation>Mientras usted editaba «{title}», {people} también cambió {fields}. Sus demás cambios están guardados. Elija qué conserva cada campo; el valor que no conserve seguirá visible aquí hasta que cierre esta ventana.</translation>
        </message>
    </context>
    <context>
        <name>conflicts</name>
        <message>
            <source>someone else</source>
            <translation>otra persona</translation>
        </message>
        <message>
            <source>{field} (changed by {who} at {when})</source>
            <translation>{field} (cambiado por {who} el {when})</translation>
        </message>
        <message>
            <source>{field} (changed by {who})</source>
            <translation>{field} (cambiado por {who})</translation>
        </message>
        <message>
            <source>changed meanwhile by someone else, so yours was not written: {fields}</source>
            <translation>cambiado entretanto por otra persona, así que lo suyo no se guardó: {fields}</translation>
        </message>
    </context>
    <context>
        <name>crash</name>
        <message>
            <source>an unknown place</source>
            <translation>un lugar desconocido</translation>
        </message>
        <message>
            <source>{file}, line {line}, in {function}</source>
            <translation>{file}, línea {line}, en {function}</translation>
        </message>
        <message>
            <source>Where: {place}</source>
            <translation>Dónde: {place}</translation>
        </message>
        <message>
            <source>Unexpected Error</source>
            <translation>Error inesperado</translation>
        </message>
        <message>
            <source>Papershelf hit an error it did not expect.</source>
            <translation>Papershelf ha encontrado un error inesperado.</translation>
        </message>
        <message>
            <source>{summary}

Your library is safe: each change is saved as it is made. The details are in the log:
{log}</source>
            <translation>{summary}

Su biblioteca está a salvo: cada cambio se guarda al hacerlo. Los detalles están en el registro:
{log}</translation>
        </message>
        <message>
            <source>Show Log Folder</source>
            <translation>Mostrar la carpeta de registro</translation>
        </message>
    </context>
    <context>
        <name>csl_json</name>
        <message>
            <source>not a JSON file ({error})</source>
            <translation>no es un archivo JSON ({error})</translation>
        </message>
        <message>
            <source>not CSL-JSON (arrays or objects nested too deeply)</source>
            <translation>no es CSL-JSON (matrices u objetos anidados a demasiada profundidad)</translation>
        </message>
        <message>
            <source>not CSL-JSON (expected an array of items)</source>
            <translation>no es CSL-JSON (se esperaba una matriz de elementos)</translation>
        </message>
        <message>
            <source>not a CSL item (expected an object)</source>
            <translation>no es un elemento CSL (se esperaba un objeto)</translation>
        </message>
        <message>
            <source>the item's type is not text</source>
            <translation>el tipo del elemento no es texto</translation>
        </message>
        <message>
            <source>the item has no id, title, author or editor</source>
            <translation>el elemento no tiene id, título, autor ni editor</translation>
        </message>
    </context>
    <context>
        <name>csl_render</name>
        <message>
            <source>{name}: not a CSL style ({error})</source>
            <translation>{name}: no es un estilo CSL ({error})</translation>
        </message>
        <message>
            <source>{name}: not a CSL style (no &lt;style&gt; element)</source>
            <translation>{name}: no es un estilo CSL (no hay elemento &lt;style&gt;)</translation>
        </message>
        <message>
            <source>{path}: cannot read ({error})</source>
            <translation>{path}: no se puede leer ({error})</translation>
        </message>
    </context>
    <context>
        <name>db_errors</name>
        <message>
            <source>The library refused the change ({why}). {outcome}</source>
            <translation>La biblioteca rechazó el cambio ({why}). {outcome}</translation>
        </message>
    </context>
    <context>
        <name>deleting</name>
        <message>
            <source>cannot bring the entries back: the key {taken} is used by another entry</source>
            <translation>no se pueden recuperar las entradas: la clave {taken} la usa otra entrada</translation>
        </message>
        <message>
            <source>cannot bring the entries back: other entries have taken their place</source>
            <translation>no se pueden recuperar las entradas: otras entradas han ocupado su lugar</translation>
        </message>
    </context>
    <context>
        <name>detail_form</name>
        <message>
            <source>Field</source>
            <translation>Campo</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Add field</source>
            <translation>Añadir campo</translation>
        </message>
        <message>
            <source>Add a BibTeX field, such as pages or publisher</source>
            <translation>Añadir un campo BibTeX, como pages o publisher</translation>
        </message>
        <message>
            <source>Remove field</source>
            <translation>Quitar campo</translation>
        </message>
        <message>
            <source>Remove the selected fields</source>
            <translation>Quitar los campos seleccionados</translation>
        </message>
        <message>
            <source>&amp;Retry</source>
            <translation>&amp;Reintentar</translation>
        </message>
        <message>
            <source>Try to save the changes again</source>
            <translation>Intentar guardar de nuevo los cambios</translation>
        </message>
        <message>
            <source>&amp;Copy Text</source>
            <translation>&amp;Copiar texto</translation>
        </message>
        <message>
            <source>Copy every field of the form, as typed, to the clipboard</source>
            <translation>Copiar todos los campos del formulario, tal como se escribieron, al portapapeles</translation>
        </message>
        <message>
            <source>Re-&amp;create</source>
            <translation>&amp;Volver a crear</translation>
        </message>
        <message>
            <source>Add the paper again, with what the form holds</source>
            <translation>Volver a añadir el artículo con lo que contiene el formulario</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <source>Save the changes (Ctrl+S)</source>
            <translation>Guardar los cambios (Ctrl+S)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Discard the changes (Esc)</source>
            <translation>Descartar los cambios (Esc)</translation>
        </message>
        <message>
            <source>Journal, conference or publisher</source>
            <translation>Revista, congreso o editorial</translation>
        </message>
        <message>
            <source>comma, separated, words</source>
            <translation>palabras, separadas, por, comas</translation>
        </message>
        <message>
            <source>Your thoughts on the paper</source>
            <translation>Lo que piensa del artículo</translation>
        </message>
        <message>
            <source>&amp;Title</source>
            <translation>&amp;Título</translation>
        </message>
        <message>
            <source>&amp;Authors</source>
            <translation>&amp;Autores</translation>
        </message>
        <message>
            <source>One name a line: Family, Given</source>
            <translation>Un nombre por línea: Apellidos, Nombre</translation>
        </message>
        <message>
            <source>&amp;Year</source>
            <translation>A&amp;ño</translation>
        </message>
        <message>
            <source>&amp;Venue</source>
            <translation>&amp;Fuente</translation>
        </message>
        <message>
            <source>T&amp;ype</source>
            <translation>T&amp;ipo</translation>
        </message>
        <message>
            <source>&amp;Key</source>
            <translation>&amp;Clave de cita</translation>
        </message>
        <message>
            <source>&amp;DOI</source>
            <translation>&amp;DOI</translation>
        </message>
        <message>
            <source>&amp;URL</source>
            <translation>&amp;URL</translation>
        </message>
        <message>
            <source>Key&amp;words</source>
            <translation>&amp;Palabras clave</translation>
        </message>
        <message>
            <source>A&amp;bstract</source>
            <translation>&amp;Resumen</translation>
        </message>
        <message>
            <source>**bold**, *italic* and $\LaTeX$ are shown formatted</source>
            <translation>**negrita**, *cursiva* y $\LaTeX$ se muestran con formato</translation>
        </message>
        <message>
            <source>&amp;Notes</source>
            <translation>&amp;Notas</translation>
        </message>
        <message>
            <source>Other &amp;fields</source>
            <translation>Otros &amp;campos</translation>
        </message>
    </context>
    <context>
        <name>detail_view</name>
        <message>
            <source>Edit</source>
            <translation>Editar</translation>
        </message>
        <message>
            <source>Edit every field of this paper (F2)</source>
            <translation>Editar todos los campos de este artículo (F2)</translation>
        </message>
    </context>
    <context>
        <name>dialog_commands</name>
        <message>
            <source>Add by Identifier: {summary}</source>
            <translation>Añadir por identificador: {summary}</translation>
        </message>
        <message>
            <source>Your Name</source>
            <translation>Su nombre</translation>
        </message>
        <message>
            <source>The name others see you by in this library:</source>
            <translation>El nombre con el que los demás le ven en esta biblioteca:</translation>
        </message>
        <message>
            <source>Others now see you as {name}.</source>
            <translation>Ahora los demás le ven como {name}.</translation>
        </message>
        <message>
            <source>This window is read-only: nothing can be added here.</source>
            <translation>Esta ventana es de solo lectura: aquí no se puede añadir nada.</translation>
        </message>
        <message>
            <source>Select the papers to look up first.</source>
            <translation>Seleccione primero los artículos que desea buscar.</translation>
        </message>
        <message>
            <source>This window is read-only: nothing can be changed here.</source>
            <translation>Esta ventana es de solo lectura: aquí no se puede cambiar nada.</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Papershelf {version}&lt;/h3&gt;&lt;p&gt;A reading-list manager for researchers.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL v3 or later.&lt;/p&gt;&lt;p&gt;The sample reading list holds ICLR 2025 abstracts, via OpenReview.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Papershelf {version}&lt;/h3&gt;&lt;p&gt;Un gestor de listas de lectura para investigadores.&lt;/p&gt;&lt;p&gt;Con licencia GNU GPL v3 o posterior.&lt;/p&gt;&lt;p&gt;La lista de lectura de ejemplo contiene resúmenes de ICLR 2025, vía OpenReview.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About Papershelf</source>
            <translation>Acerca de Papershelf</translation>
        </message>
    </context>
    <context>
        <name>duplicates</name>
        <message>
            <source>Field</source>
            <translation>Campo</translation>
        </message>
        <message>
            <source>Duplicates</source>
            <translation>Duplicados</translation>
        </message>
        <message>
            <source>Merge into the Left One</source>
            <translation>Fusionar en el de la izquierda</translation>
        </message>
        <message>
            <source>Not Duplicates</source>
            <translation>No son duplicados</translation>
        </message>
        <message>
            <source>Click a value to keep it; bold values go into the merged entry.</source>
            <translation>Haga clic en un valor para conservarlo; los valores en negrita pasan a la entrada fusionada.</translation>
        </message>
        <message>
            <source>No duplicates found.</source>
            <translation>No se han encontrado duplicados.</translation>
        </message>
        <message numerus="yes">
            <source>%n possible duplicate pairs</source>
            <translation>
                <numerusform>1 posible pareja de duplicados</numerusform>
                <numerusform>%n posibles parejas de duplicados</numerusform>
            </translation>
        </message>
        <message>
            <source>(gone)</source>
            <translation>(ya no existe)</translation>
        </message>
        <message>
            <source>Merge duplicates</source>
            <translation>Fusionar duplicados</translation>
        </message>
        <message>
            <source>Mark as not duplicates</source>
            <translation>Marcar como no duplicados</translation>
        </message>
        <message>
            <source>an entry cannot be a duplicate of itself</source>
            <translation>una entrada no puede ser duplicado de sí misma</translation>
        </message>
    </context>
    <context>
        <name>editors</name>
        <message>
            <source>nothing to cite: the papers have no keys</source>
            <translation>nada que citar: los artículos no tienen claves</translation>
        </message>
        <message>
            <source>{name} has no server address: start it as a server (Neovim: nvim --listen ADDRESS) and set that address</source>
            <translation>{name} no tiene dirección de servidor: inícielo como servidor (Neovim: nvim --listen DIRECCIÓN) e indique esa dirección</translation>
        </message>
        <message>
            <source>unknown editor '{editor}' (use {known})</source>
            <translation>editor desconocido '{editor}' (use {known})</translation>
        </message>
        <message>
            <source>{name} is not installed ({program} not found)</source>
            <translation>{name} no está instalado (no se encuentra {program})</translation>
        </message>
        <message>
            <source>{name} did not answer within {seconds} s</source>
            <translation>{name} no respondió en {seconds} s</translation>
        </message>
        <message>
            <source>{name} is not running or refused the citation ({reason})</source>
            <translation>{name} no está en ejecución o rechazó la cita ({reason})</translation>
        </message>
        <message>
            <source>LyX is not running ({pipe}: {reason})</source>
            <translation>LyX no está en ejecución ({pipe}: {reason})</translation>
        </message>
        <message>
            <source>LyX is not running (no lyxpipe.in; set its LyXServer pipe)</source>
            <translation>LyX no está en ejecución (no hay lyxpipe.in; configure su tubería LyXServer)</translation>
        </message>
    </context>
    <context>
        <name>empty_states</name>
        <message>
            <source>Every paper carries {tags}.</source>
            <translation>Todos los artículos llevan {tags}.</translation>
        </message>
        <message>
            <source> or </source>
            <translation> o </translation>
        </message>
        <message>
            <source> and </source>
            <translation> y </translation>
        </message>
        <message>
            <source>No papers tagged {tags} without the excluded tags.</source>
            <translation>No hay artículos con la etiqueta {tags} sin las etiquetas excluidas.</translation>
        </message>
        <message>
            <source>No papers tagged {tags}.</source>
            <translation>No hay artículos con la etiqueta {tags}.</translation>
        </message>
        <message>
            <source>This reading list</source>
            <translation>Esta lista de lectura</translation>
        </message>
        <message>
            <source>{name} is empty.

Drag papers onto it in the sidebar, or use Add to Reading List.</source>
            <translation>{name} está vacía.

Arrastre artículos sobre ella en la barra lateral o use «Añadir a la lista de lectura».</translation>
        </message>
        <message numerus="yes">
            <source>No papers added in the last %n days.</source>
            <translation>
                <numerusform>No se añadieron artículos en el último día.</numerusform>
                <numerusform>No se añadieron artículos en los últimos %n días.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every paper is in a reading list.</source>
            <translation>Todos los artículos están en una lista de lectura.</translation>
        </message>
        <message>
            <source>Every attached file is where it should be.</source>
            <translation>Todos los archivos adjuntos están donde deben estar.</translation>
        </message>
        <message>
            <source>No papers here.</source>
            <translation>No hay artículos aquí.</translation>
        </message>
        <message>
            <source>No papers match {query}.</source>
            <translation>Ningún artículo coincide con {query}.</translation>
        </message>
        <message>
            <source>Your library is empty.</source>
            <translation>Su biblioteca está vacía.</translation>
        </message>
    </context>
    <context>
        <name>encoding</name>
        <message>
            <source>not a text file (it contains NUL bytes)</source>
            <translation>no es un archivo de texto (contiene bytes NUL)</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>el archivo está vacío</translation>
        </message>
        <message>
            <source>this is a folder, not a file</source>
            <translation>es una carpeta, no un archivo</translation>
        </message>
        <message>
            <source>no byte order mark; read as {encoding} (from its NUL bytes)</source>
            <translation>sin marca de orden de bytes; leído como {encoding} (por sus bytes NUL)</translation>
        </message>
        <message>
            <source>no such encoding: {encoding}</source>
            <translation>no existe la codificación: {encoding}</translation>
        </message>
        <message>
            <source>not a text file (it contains binary data)</source>
            <translation>no es un archivo de texto (contiene datos binarios)</translation>
        </message>
        <message>
            <source>not UTF-8 (first at line {line}) and declares no encoding; read as {encoding} (detected)</source>
            <translation>no es UTF-8 (primero en la línea {line}) y no declara codificación; leído como {encoding} (detectada)</translation>
        </message>
        <message>
            <source>removed {count} NUL or control character(s) (the first on line {line})</source>
            <translation>se eliminaron {count} caracteres NUL o de control (el primero en la línea {line})</translation>
        </message>
        <message>
            <source>byte {position} is not {encoding}, the encoding it was read in; save it as UTF-8</source>
            <translation>el byte {position} no es {encoding}, la codificación con que se leyó; guárdelo como UTF-8</translation>
        </message>
        <message>
            <source>the file is larger than {size} MB</source>
            <translation>el archivo ocupa más de {size} MB</translation>
        </message>
        <message>
            <source>no such file</source>
            <translation>no existe el archivo</translation>
        </message>
        <message>
            <source>permission denied: the file cannot be read</source>
            <translation>permiso denegado: no se puede leer el archivo</translation>
        </message>
        <message>
            <source>the file cannot be read ({why})</source>
            <translation>no se puede leer el archivo ({why})</translation>
        </message>
        <message>
            <source>the file cannot be read as {encoding}</source>
            <translation>no se puede leer el archivo como {encoding}</translation>
        </message>
        <message>
            <source>mixes encodings: {utf8} line(s) read as UTF-8, {others} (the first at line {line}) as {encoding} (detected); check those lines</source>
            <translation>mezcla codificaciones: {utf8} línea(s) leída(s) como UTF-8, {others} (la primera en la línea {line}) como {encoding} (detectada); revise esas líneas</translation>
        </message>
        <message>
            <source>not a text file (broken {encoding})</source>
            <translation>no es un archivo de texto ({encoding} defectuoso)</translation>
        </message>
        <message>
            <source>declares {declared}, but the bytes are UTF-8; read as UTF-8</source>
            <translation>declara {declared}, pero los bytes son UTF-8; leído como UTF-8</translation>
        </message>
        <message>
            <source>declares {declared}, but line {line} is not; read as {encoding} (detected)</source>
            <translation>declara {declared}, pero la línea {line} no lo es; leído como {encoding} (detectada)</translation>
        </message>
        <message>
            <source>declares {declared}, but line {line} is not; read as Latin-1</source>
            <translation>declara {declared}, pero la línea {line} no lo es; leído como Latin-1</translation>
        </message>
        <message>
            <source>not UTF-8 and no encoding could be told; read as Latin-1</source>
            <translation>no es UTF-8 y no se pudo determinar la codificación; leído como Latin-1</translation>
        </message>
        <message>
            <source>an unpaired surrogate (half of a UTF-16 character) in {fields} was replaced by �</source>
            <translation>un sustituto desparejado (medio carácter UTF-16) en {fields} se reemplazó por �</translation>
        </message>
        <message>
            <source>a NUL character (U+0000) in {fields} was removed</source>
            <translation>se eliminó un carácter NUL (U+0000) en {fields}</translation>
        </message>
    </context>
    <context>
        <name>endnote_xml</name>
        <message>
            <source>not EndNote XML: {error}</source>
            <translation>no es XML de EndNote: {error}</translation>
        </message>
        <message>
            <source>not an EndNote XML export (no &lt;xml&gt;&lt;records&gt;)</source>
            <translation>no es una exportación XML de EndNote (no hay &lt;xml&gt;&lt;records&gt;)</translation>
        </message>
        <message>
            <source>an EndNote XML of a form this Papershelf does not know (no ref-type): a newer EndNote? Export RIS from EndNote instead</source>
            <translation>un XML de EndNote con una forma que este Papershelf no conoce (sin ref-type): ¿un EndNote más reciente? Exporte RIS desde EndNote en su lugar</translation>
        </message>
        <message>
            <source>record {number} not read: {error}</source>
            <translation>registro {number} no leído: {error}</translation>
        </message>
    </context>
    <context>
        <name>entries</name>
        <message>
            <source>the year must be a number, not {value!r}</source>
            <translation>el año debe ser un número, no {value!r}</translation>
        </message>
        <message>
            <source>{year} is not a year</source>
            <translation>{year} no es un año</translation>
        </message>
        <message>
            <source>a rating goes from 0 to 5 stars</source>
            <translation>una valoración va de 0 a 5 estrellas</translation>
        </message>
        <message>
            <source>the citation key cannot be empty</source>
            <translation>la clave de cita no puede estar vacía</translation>
        </message>
        <message>
            <source>a citation key cannot contain {characters!r}</source>
            <translation>una clave de cita no puede contener {characters!r}</translation>
        </message>
        <message>
            <source>the key {key} is already used by another entry</source>
            <translation>la clave {key} ya la usa otra entrada</translation>
        </message>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>la entrada {entry_id} no está en la biblioteca</translation>
        </message>
        <message>
            <source>cannot edit {fields}</source>
            <translation>no se puede editar {fields}</translation>
        </message>
    </context>
    <context>
        <name>entry_merge</name>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>la entrada {entry_id} no está en la biblioteca</translation>
        </message>
    </context>
    <context>
        <name>export_files</name>
        <message>
            <source>{path}: is {kind}, not a file an export can replace</source>
            <translation>{path}: es {kind}, no un archivo que una exportación pueda reemplazar</translation>
        </message>
        <message>
            <source>{path}: is the library file (or one of its own files or backups); choose another file for the export</source>
            <translation>{path}: es el archivo de la biblioteca (o uno de sus propios archivos o copias de seguridad); elija otro archivo para la exportación</translation>
        </message>
    </context>
    <context>
        <name>exporting</name>
        <message>
            <source>cannot export {kind!r} {value!r}</source>
            <translation>no se puede exportar {kind!r} {value!r}</translation>
        </message>
        <message>
            <source>unknown export format {flavour!r} (use {names})</source>
            <translation>formato de exportación desconocido {flavour!r} (use {names})</translation>
        </message>
    </context>
    <context>
        <name>find_metadata</name>
        <message>
            <source>looking up…</source>
            <translation>consultando…</translation>
        </message>
        <message>
            <source>no candidate (a service failed)</source>
            <translation>ningún candidato (un servicio ha fallado)</translation>
        </message>
        <message>
            <source>no candidate</source>
            <translation>ningún candidato</translation>
        </message>
        <message>
            <source>{evidence} — sure match</source>
            <translation>{evidence} — coincidencia segura</translation>
        </message>
        <message>
            <source>Find Metadata</source>
            <translation>Buscar metadatos</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Campo</translation>
        </message>
        <message>
            <source>This entry</source>
            <translation>Esta entrada</translation>
        </message>
        <message>
            <source>Found (checked: take it)</source>
            <translation>Encontrado (marcado: tomarlo)</translation>
        </message>
        <message>
            <source>&amp;Apply to This Entry</source>
            <translation>&amp;Aplicar a esta entrada</translation>
        </message>
        <message>
            <source>Apply All &amp;Sure Matches</source>
            <translation>Aplicar todas las coincidencias &amp;seguras</translation>
        </message>
        <message>
            <source>&amp;Merge Instead</source>
            <translation>&amp;Fusionar en su lugar</translation>
        </message>
        <message>
            <source>&amp;Candidate:</source>
            <translation>&amp;Candidato:</translation>
        </message>
        <message>
            <source>{done} (Ctrl+Z in the window undoes it).</source>
            <translation>{done} (Ctrl+Z en la ventana lo deshace).</translation>
        </message>
        <message>
            <source>Looking up…</source>
            <translation>Consultando…</translation>
        </message>
        <message>
            <source>No candidate. {failures}</source>
            <translation>Ningún candidato. {failures}</translation>
        </message>
        <message>
            <source>Merge this entry into {key} (one undo step)</source>
            <translation>Fusionar esta entrada en {key} (un solo paso de deshacer)</translation>
        </message>
        <message>
            <source>This paper is already in your library as {key} (“{title}”). Applying would make a second copy: merge this entry into {key} instead.</source>
            <translation>Este artículo ya está en su biblioteca como {key} («{title}»). Aplicarlo crearía una segunda copia: fusione esta entrada en {key}.</translation>
        </message>
        <message>
            <source>The key changes: {old} → {new} (made from the found authors and title).</source>
            <translation>La clave cambia: {old} → {new} (a partir de los autores y el título encontrados).</translation>
        </message>
        <message>
            <source>Apply All &amp;Sure Matches ({count})</source>
            <translation>Aplicar todas las coincidencias &amp;seguras ({count})</translation>
        </message>
        <message>
            <source>Apply metadata</source>
            <translation>Aplicar metadatos</translation>
        </message>
        <message numerus="yes">
            <source>Apply metadata to %n entries</source>
            <translation>
                <numerusform>Aplicar metadatos a 1 entrada</numerusform>
                <numerusform>Aplicar metadatos a %n entradas</numerusform>
            </translation>
        </message>
        <message>
            <source>Merge into {key}</source>
            <translation>Fusionar en {key}</translation>
        </message>
        <message>
            <source>Merged into {key}</source>
            <translation>Fusionada en {key}</translation>
        </message>
        <message>
            <source>Applied</source>
            <translation>Aplicado</translation>
        </message>
    </context>
    <context>
        <name>fulltext</name>
        <message numerus="yes">
            <source>%n PDFs</source>
            <translation>
                <numerusform>%n PDF</numerusform>
                <numerusform>%n PDF</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pages</source>
            <translation>
                <numerusform>%n página</numerusform>
                <numerusform>%n páginas</numerusform>
            </translation>
        </message>
        <message>
            <source>{pdfs} read ({pages})</source>
            <translation>{pdfs} leídos ({pages})</translation>
        </message>
        <message>
            <source>, stopped before the end</source>
            <translation>, detenido antes del final</translation>
        </message>
        <message numerus="yes">
            <source>, %n without text (scanned?)</source>
            <translation>
                <numerusform>, %n sin texto (¿escaneado?)</numerusform>
                <numerusform>, %n sin texto (¿escaneados?)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n failed</source>
            <translation>
                <numerusform>, %n falló</numerusform>
                <numerusform>, %n fallaron</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n too costly to read</source>
            <translation>
                <numerusform>, %n demasiado costoso de leer</numerusform>
                <numerusform>, %n demasiado costosos de leer</numerusform>
            </translation>
        </message>
        <message>
            <source>removed from the library while it was read</source>
            <translation>quitado de la biblioteca mientras se leía</translation>
        </message>
        <message>
            <source>no text layer (a scan?); not searchable</source>
            <translation>sin capa de texto (¿un escaneo?); no se puede buscar en él</translation>
        </message>
        <message>
            <source>only the first {pages:,} of {total:,} pages were indexed</source>
            <translation>solo se indexaron las primeras {pages:,} de {total:,} páginas</translation>
        </message>
    </context>
    <context>
        <name>fulltext_ui</name>
        <message>
            <source>Stop</source>
            <translation>Detener</translation>
        </message>
        <message>
            <source>Stop reading PDFs (what was read is kept; the rest is read later)</source>
            <translation>Dejar de leer PDF (lo leído se conserva; el resto se lee más tarde)</translation>
        </message>
        <message>
            <source>Reading PDF {file} of {files}: {name}, page {page} of {pages}</source>
            <translation>Leyendo PDF {file} de {files}: {name}, página {page} de {pages}</translation>
        </message>
        <message>
            <source>PDF text: {summary}</source>
            <translation>Texto de PDF: {summary}</translation>
        </message>
    </context>
    <context>
        <name>import_flow</name>
        <message>
            <source>Reading</source>
            <translation>Leyendo</translation>
        </message>
        <message>
            <source>Import cancelled; nothing was kept</source>
            <translation>Importación cancelada; no se conservó nada</translation>
        </message>
        <message>
            <source>Import cancelled: nothing was imported</source>
            <translation>Importación cancelada: no se importó nada</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>Importando</translation>
        </message>
        <message numerus="yes">
            <source>%n files</source>
            <translation>
                <numerusform>%n archivo</numerusform>
                <numerusform>%n archivos</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>import_report</name>
        <message>
            <source>entry '{key}'</source>
            <translation>entrada '{key}'</translation>
        </message>
        <message>
            <source>@{type} entry</source>
            <translation>entrada @{type}</translation>
        </message>
        <message>
            <source>{entry} not imported: {reason}</source>
            <translation>{entry} no importada: {reason}</translation>
        </message>
        <message>
            <source>it has no key</source>
            <translation>no tiene clave</translation>
        </message>
        <message>
            <source>{entry} imported as '{key}': {reason}</source>
            <translation>{entry} importada como '{key}': {reason}</translation>
        </message>
        <message>
            <source>possible duplicate: entry '{key}' may be the same paper as '{other}' ({reason}); imported, for review</source>
            <translation>posible duplicado: la entrada '{key}' puede ser el mismo artículo que '{other}' ({reason}); importada, para revisar</translation>
        </message>
        <message>
            <source>{added} added, {skipped} skipped as duplicates</source>
            <translation>{added} añadidas, {skipped} omitidas por duplicadas</translation>
        </message>
        <message numerus="yes">
            <source>, %n merged into existing entries</source>
            <translation>
                <numerusform>, %n fusionada con entradas existentes</numerusform>
                <numerusform>, %n fusionadas con entradas existentes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n problems</source>
            <translation>
                <numerusform>, %n problema</numerusform>
                <numerusform>, %n problemas</numerusform>
            </translation>
        </message>
        <message>
            <source>it repeats the entry on line {line} exactly</source>
            <translation>repite exactamente la entrada de la línea {line}</translation>
        </message>
        <message>
            <source>merged into '{key}' ({why})</source>
            <translation>fusionada con '{key}' ({why})</translation>
        </message>
        <message>
            <source>already in the library as '{key}' ({why})</source>
            <translation>ya está en la biblioteca como '{key}' ({why})</translation>
        </message>
        <message>
            <source>the same paper as '{key}', imported before it ({why})</source>
            <translation>el mismo artículo que '{key}', importado antes ({why})</translation>
        </message>
        <message>
            <source>it is not a valid key</source>
            <translation>no es una clave válida</translation>
        </message>
        <message>
            <source>the entry on line {line} has the same key and other content</source>
            <translation>la entrada de la línea {line} tiene la misma clave y otro contenido</translation>
        </message>
        <message>
            <source>the library already has an entry with this key</source>
            <translation>la biblioteca ya tiene una entrada con esta clave</translation>
        </message>
        <message>
            <source>an entry imported before it has the same key</source>
            <translation>una entrada importada antes tiene la misma clave</translation>
        </message>
        <message>
            <source>cannot import '{suffix}' files (known: {known})</source>
            <translation>no se pueden importar archivos '{suffix}' (conocidos: {known})</translation>
        </message>
    </context>
    <context>
        <name>import_review</name>
        <message>
            <source>Possible Duplicates</source>
            <translation>Posibles duplicados</translation>
        </message>
        <message>
            <source>For a merge, click a value to keep it; bold values go into the entry.</source>
            <translation>Para fusionar, haga clic en un valor para conservarlo; los valores en negrita pasan a la entrada.</translation>
        </message>
        <message>
            <source>This record:</source>
            <translation>Este registro:</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importar</translation>
        </message>
        <message>
            <source>Nothing to import could be read: choose another encoding, or cancel.</source>
            <translation>No se ha podido leer nada que importar: elija otra codificación o cancele.</translation>
        </message>
        <message>
            <source>The file is too big to keep in memory: a duplicate of an earlier record of it is shown without that record.</source>
            <translation>El archivo es demasiado grande para mantenerlo en memoria: un duplicado de un registro anterior del mismo se muestra sin ese registro.</translation>
        </message>
        <message numerus="yes">
            <source>None of the %n records to import looks like a paper already in the library. Check the encoding above, then import.</source>
            <translation>
                <numerusform>El registro que se va a importar no parece un artículo que ya esté en la biblioteca. Compruebe la codificación de arriba y luego importe.</numerusform>
                <numerusform>Ninguno de los %n registros que se van a importar parece un artículo que ya esté en la biblioteca. Compruebe la codificación de arriba y luego importe.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{found} of the %n records to import look like papers already in the library or earlier in the import. Sure duplicates are skipped and possible ones imported, unless you choose otherwise.</source>
            <translation>
                <numerusform>{found} de 1 registro que se va a importar parece un artículo que ya está en la biblioteca o antes en la importación. Los duplicados seguros se omiten y los posibles se importan, salvo que elija otra cosa.</numerusform>
                <numerusform>{found} de los %n registros que se van a importar parecen artículos que ya están en la biblioteca o antes en la importación. Los duplicados seguros se omiten y los posibles se importan, salvo que elija otra cosa.</numerusform>
            </translation>
        </message>
        <message>
            <source>(untitled)</source>
            <translation>(sin título)</translation>
        </message>
        <message>
            <source>the import</source>
            <translation>la importación</translation>
        </message>
        <message>
            <source>{file}, line {line}</source>
            <translation>{file}, línea {line}</translation>
        </message>
        <message>
            <source>a library entry</source>
            <translation>una entrada de la biblioteca</translation>
        </message>
        <message>
            <source>the library's entry {key}</source>
            <translation>la entrada {key} de la biblioteca</translation>
        </message>
        <message>
            <source>record {number} of this import (not kept to show)</source>
            <translation>registro {number} de esta importación (no conservado para mostrarlo)</translation>
        </message>
        <message>
            <source>an earlier record of this import</source>
            <translation>un registro anterior de esta importación</translation>
        </message>
        <message>
            <source>Left: {left}.  Right: the record from {incoming}.</source>
            <translation>Izquierda: {left}.  Derecha: el registro de {incoming}.</translation>
        </message>
    </context>
    <context>
        <name>import_run</name>
        <message>
            <source>which was not imported: the library has it as '{other}'</source>
            <translation>que no se importó: la biblioteca la tiene como '{other}'</translation>
        </message>
        <message>
            <source>which is not in the file or library</source>
            <translation>que no está en el archivo ni en la biblioteca</translation>
        </message>
        <message>
            <source>entry '{key}' has crossref '{parent}', {why}</source>
            <translation>la entrada '{key}' tiene crossref '{parent}', {why}</translation>
        </message>
    </context>
    <context>
        <name>import_ui</name>
        <message>
            <source>Import</source>
            <translation>Importar</translation>
        </message>
        <message>
            <source>This window is read-only: the library is open in another window.</source>
            <translation>Esta ventana es de solo lectura: la biblioteca está abierta en otra ventana.</translation>
        </message>
        <message>
            <source>No PDFs in {names}</source>
            <translation>No hay PDF en {names}</translation>
        </message>
        <message>
            <source>Import cancelled: nothing was imported</source>
            <translation>Importación cancelada: no se importó nada</translation>
        </message>
        <message>
            <source>Import: {summary}</source>
            <translation>Importación: {summary}</translation>
        </message>
        <message>
            <source>Import finished: {summary}.</source>
            <translation>Importación terminada: {summary}.</translation>
        </message>
    </context>
    <context>
        <name>insights</name>
        <message>
            <source>Leave &amp;Triage</source>
            <translation>Salir de la &amp;clasificación</translation>
        </message>
        <message>
            <source>Select a paper to find papers like it.</source>
            <translation>Seleccione un artículo para encontrar otros parecidos.</translation>
        </message>
    </context>
    <context>
        <name>key_patterns</name>
        <message>
            <source>the key pattern {pattern} has no [field] in it</source>
            <translation>el patrón de clave {pattern} no contiene ningún [campo]</translation>
        </message>
        <message>
            <source>unbalanced '[' or ']' in the key pattern {pattern}</source>
            <translation>'[' o ']' desparejados en el patrón de clave {pattern}</translation>
        </message>
        <message>
            <source>[{token}] is not a key pattern field</source>
            <translation>[{token}] no es un campo de patrón de clave</translation>
        </message>
        <message>
            <source>':{modifier}' is not a key pattern modifier ({known})</source>
            <translation>':{modifier}' no es un modificador de patrón de clave ({known})</translation>
        </message>
    </context>
    <context>
        <name>keys</name>
        <message>
            <source>the key of entry {entry_id} changed meanwhile</source>
            <translation>la clave de la entrada {entry_id} cambió entretanto</translation>
        </message>
        <message>
            <source>the key {new} is already used by another entry</source>
            <translation>la clave {new} ya la usa otra entrada</translation>
        </message>
    </context>
    <context>
        <name>language_box</name>
        <message>
            <source>System language</source>
            <translation>Idioma del sistema</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Idioma:</translation>
        </message>
        <message>
            <source>Papershelf speaks it from its next start.</source>
            <translation>Papershelf lo usará desde su próximo inicio.</translation>
        </message>
    </context>
    <context>
        <name>library</name>
        <message>
            <source>{path}: cannot be read ({why})</source>
            <translation>{path}: no se puede leer ({why})</translation>
        </message>
        <message>
            <source>{path}: an empty file, not a library; name a new file to create a library, or delete this one first</source>
            <translation>{path}: un archivo vacío, no una biblioteca; indique un archivo nuevo para crear una biblioteca, o borre antes este</translation>
        </message>
        <message>
            <source>{path}: cannot create the folder ({why})</source>
            <translation>{path}: no se puede crear la carpeta ({why})</translation>
        </message>
        <message>
            <source>{path}: not a Papershelf library (not an SQLite database)</source>
            <translation>{path}: no es una biblioteca de Papershelf (no es una base de datos SQLite)</translation>
        </message>
        <message>
            <source>{path}: damaged, {why}; the file was left as it is</source>
            <translation>{path}: dañado, {why}; el archivo se dejó como estaba</translation>
        </message>
        <message>
            <source>{path}: cannot be read as a library ({why})</source>
            <translation>{path}: no se puede leer como biblioteca ({why})</translation>
        </message>
        <message>
            <source>{path}: not a Papershelf library (an unrelated SQLite database)</source>
            <translation>{path}: no es una biblioteca de Papershelf (es una base de datos SQLite ajena)</translation>
        </message>
        <message>
            <source>{path}: not a Papershelf library</source>
            <translation>{path}: no es una biblioteca de Papershelf</translation>
        </message>
        <message>
            <source>{path}: damaged ({why}); the file was left as it is</source>
            <translation>{path}: dañado ({why}); el archivo se dejó como estaba</translation>
        </message>
        <message>
            <source>{path}: made by a newer Papershelf (schema {version}, this one reads up to {newest}); update Papershelf to open it</source>
            <translation>{path}: creada por una versión más nueva de Papershelf (esquema {version}, esta lee hasta el {newest}); actualice Papershelf para abrirla</translation>
        </message>
        <message>
            <source>it is damaged: {why}</source>
            <translation>está dañada: {why}</translation>
        </message>
        <message>
            <source>{path}: damaged ({why}); it is read-only now and nothing more is written to it: restore a backup, or copy out what you need</source>
            <translation>{path}: dañada ({why}); ahora es de solo lectura y ya no se escribe nada en ella: restaure una copia de seguridad o copie lo que necesite</translation>
        </message>
        <message>
            <source>{path}: still busy after {seconds} s: {holder} is writing to it; nothing was changed, try again when it has finished</source>
            <translation>{path}: sigue ocupada tras {seconds} s: {holder} está escribiendo en ella; no se cambió nada, inténtelo de nuevo cuando haya terminado</translation>
        </message>
        <message>
            <source>waiting up to {seconds} s for {holder}, which is writing to the library</source>
            <translation>esperando hasta {seconds} s a {holder}, que está escribiendo en la biblioteca</translation>
        </message>
        <message>
            <source>{path}: cannot be written ({why}); nothing was changed</source>
            <translation>{path}: no se puede escribir ({why}); no se cambió nada</translation>
        </message>
        <message>
            <source>{path}: no library there</source>
            <translation>{path}: no hay ninguna biblioteca ahí</translation>
        </message>
        <message>
            <source>{location}: no library there (the database is empty)</source>
            <translation>{location}: no hay ninguna biblioteca ahí (la base de datos está vacía)</translation>
        </message>
        <message>
            <source>{path}: cannot be opened as a library ({why})</source>
            <translation>{path}: no se puede abrir como biblioteca ({why})</translation>
        </message>
        <message>
            <source>{location}: not an open library of this version</source>
            <translation>{location}: no es una biblioteca abierta de esta versión</translation>
        </message>
        <message>
            <source>entry {id} is not in the library</source>
            <translation>la entrada {id} no está en la biblioteca</translation>
        </message>
        <message>
            <source>another process</source>
            <translation>otro proceso</translation>
        </message>
        <message>
            <source>truncated (shorter than an SQLite header)</source>
            <translation>truncado (más corto que una cabecera de SQLite)</translation>
        </message>
        <message>
            <source>truncated ({size} of {expected} bytes)</source>
            <translation>truncado ({size} de {expected} bytes)</translation>
        </message>
        <message>
            <source>{location}: cannot connect ({why})</source>
            <translation>{location}: no se puede conectar ({why})</translation>
        </message>
        <message>
            <source>{location}: {why} (damage checks apply to library files)</source>
            <translation>{location}: {why} (las comprobaciones de daños se aplican a archivos de biblioteca)</translation>
        </message>
        <message>
            <source>{location}: the connection to the server was lost ({why}); the last change was not saved</source>
            <translation>{location}: se perdió la conexión con el servidor ({why}); el último cambio no se guardó</translation>
        </message>
        <message>
            <source>the server refused the write</source>
            <translation>el servidor rechazó la escritura</translation>
        </message>
        <message>
            <source>{path}: read-only ({why}); nothing was changed</source>
            <translation>{path}: solo lectura ({why}); no se cambió nada</translation>
        </message>
        <message>
            <source>{location}: this role may not write ({why}); nothing was changed</source>
            <translation>{location}: este rol no puede escribir ({why}); no se cambió nada</translation>
        </message>
        <message>
            <source>{path}: busy ({why}); nothing was changed: try again</source>
            <translation>{path}: ocupada ({why}); no se cambió nada: inténtelo de nuevo</translation>
        </message>
        <message>
            <source>{location}: the connection to the server was lost ({why}); the last change may not have been saved</source>
            <translation>{location}: se perdió la conexión con el servidor ({why}); puede que el último cambio no se haya guardado</translation>
        </message>
        <message>
            <source>schema version {version} has no PostgreSQL form yet (migrations_pg); this Papershelf cannot upgrade a server library to it</source>
            <translation>la versión de esquema {version} aún no tiene forma para PostgreSQL (migrations_pg); este Papershelf no puede actualizar a ella una biblioteca en un servidor</translation>
        </message>
        <message numerus="yes">
            <source>%n stored values held text that is not UTF-8 (lone surrogates) in {places}: replaced by �</source>
            <translation>
                <numerusform>%n valor guardado contenía texto que no es UTF-8 (sustitutos sueltos) en {places}: sustituido por �</numerusform>
                <numerusform>%n valores guardados contenían texto que no es UTF-8 (sustitutos sueltos) en {places}: sustituidos por �</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stored values held text that is not UTF-8 (lone surrogates) in {places}: shown with � (the file is read-only)</source>
            <translation>
                <numerusform>%n valor guardado contenía texto que no es UTF-8 (sustitutos sueltos) en {places}: se muestra con � (el archivo es de solo lectura)</numerusform>
                <numerusform>%n valores guardados contenían texto que no es UTF-8 (sustitutos sueltos) en {places}: se muestran con � (el archivo es de solo lectura)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>library_copy</name>
        <message>
            <source>{count} NUL character(s) removed</source>
            <translation>se eliminaron {count} caracteres NUL</translation>
        </message>
        <message>
            <source>unpaired surrogate(s) replaced by U+FFFD</source>
            <translation>sustitutos desparejados reemplazados por U+FFFD</translation>
        </message>
        <message>
            <source>{value} is beyond what the server's column holds; left empty</source>
            <translation>{value} supera lo que admite la columna del servidor; se dejó vacío</translation>
        </message>
        <message>
            <source>{value} is beyond what the server's column holds; left 0</source>
            <translation>{value} supera lo que admite la columna del servidor; se dejó en 0</translation>
        </message>
        <message>
            <source>entry '{key}': {column}: {what}</source>
            <translation>entrada '{key}': {column}: {what}</translation>
        </message>
        <message>
            <source>{table} ({row}): {column}: {what}</source>
            <translation>{table} ({row}): {column}: {what}</translation>
        </message>
        <message>
            <source>the destination is read-only ({why}); nothing was copied</source>
            <translation>el destino es de solo lectura ({why}); no se copió nada</translation>
        </message>
        <message>
            <source>the copy failed, nothing was copied ({why})</source>
            <translation>la copia falló, no se copió nada ({why})</translation>
        </message>
        <message numerus="yes">
            <source>the destination already holds %n entries; copy into a new, empty library</source>
            <translation>
                <numerusform>el destino ya contiene %n entrada; copie en una biblioteca nueva y vacía</numerusform>
                <numerusform>el destino ya contiene %n entradas; copie en una biblioteca nueva y vacía</numerusform>
            </translation>
        </message>
        <message>
            <source>the destination is not empty (it holds rows in {tables}); copy into a new, empty library</source>
            <translation>el destino no está vacío (contiene filas en {tables}); copie en una biblioteca nueva y vacía</translation>
        </message>
    </context>
    <context>
        <name>list_picker</name>
        <message>
            <source>Add to Reading List</source>
            <translation>Añadir a la lista de lectura</translation>
        </message>
        <message numerus="yes">
            <source>Put %n papers on the reading list:</source>
            <translation>
                <numerusform>Poner 1 artículo en la lista de lectura:</numerusform>
                <numerusform>Poner %n artículos en la lista de lectura:</numerusform>
            </translation>
        </message>
        <message>
            <source>Type to filter, or a new list's name</source>
            <translation>Escriba para filtrar, o el nombre de una lista nueva</translation>
        </message>
        <message>
            <source>Reading list name</source>
            <translation>Nombre de la lista de lectura</translation>
        </message>
        <message>
            <source>Reading lists</source>
            <translation>Listas de lectura</translation>
        </message>
        <message numerus="yes">
            <source>%n papers</source>
            <translation>
                <numerusform>1 artículo</numerusform>
                <numerusform>%n artículos</numerusform>
            </translation>
        </message>
        <message>
            <source>Select the papers to put on a list first.</source>
            <translation>Seleccione primero los artículos que quiere poner en una lista.</translation>
        </message>
    </context>
    <context>
        <name>lists</name>
        <message>
            <source>a reading list needs a name</source>
            <translation>una lista de lectura necesita un nombre</translation>
        </message>
        <message>
            <source>a reading list name can be at most {most} characters long</source>
            <translation>el nombre de una lista de lectura puede tener como máximo {most} caracteres</translation>
        </message>
        <message>
            <source>that reading list is no longer in the library</source>
            <translation>esa lista de lectura ya no está en la biblioteca</translation>
        </message>
        <message>
            <source>entries can only be moved next to an entry of the same list</source>
            <translation>las entradas solo se pueden mover junto a una entrada de la misma lista</translation>
        </message>
        <message>
            <source>that entry is not in this reading list</source>
            <translation>esa entrada no está en esta lista de lectura</translation>
        </message>
        <message>
            <source>a reading list called '{name}' already exists</source>
            <translation>ya existe una lista de lectura llamada '{name}'</translation>
        </message>
    </context>
    <context>
        <name>live_status</name>
        <message>
            <source>Connecting to {library}…</source>
            <translation>Conectando con {library}…</translation>
        </message>
        <message>
            <source>Live: {library}</source>
            <translation>En directo: {library}</translation>
        </message>
        <message>
            <source>Live: {library} (reconnected; views refreshed)</source>
            <translation>En directo: {library} (reconectado; vistas actualizadas)</translation>
        </message>
        <message>
            <source>Offline: {library}; retrying in {wait}</source>
            <translation>Sin conexión: {library}; nuevo intento en {wait}</translation>
        </message>
        <message>
            <source>The server {library} cannot be reached ({reason}). This window is read-only until it is back; trying again in {wait}.</source>
            <translation>No se puede contactar con el servidor {library} ({reason}). Esta ventana es de solo lectura hasta que vuelva; nuevo intento en {wait}.</translation>
        </message>
        <message>
            <source>Changes other people make to this library appear here as they save them.</source>
            <translation>Los cambios que otras personas hacen en esta biblioteca aparecen aquí en cuanto los guardan.</translation>
        </message>
        <message numerus="yes">
            <source>%n windows open ({names})</source>
            <translation>
                <numerusform>1 ventana abierta ({names})</numerusform>
                <numerusform>%n ventanas abiertas ({names})</numerusform>
            </translation>
        </message>
        <message>
            <source>a moment</source>
            <translation>un momento</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
    </context>
    <context>
        <name>live_watcher</name>
        <message>
            <source>&amp;Retry</source>
            <translation>&amp;Reintentar</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source>Search</source>
            <translation>Búsqueda</translation>
        </message>
        <message>
            <source>{selected} of {shown} selected</source>
            <translation>{selected} de {shown} seleccionados</translation>
        </message>
        <message numerus="yes">
            <source>over {shown} of %n entries</source>
            <translation>
                <numerusform>más de {shown} de %n entrada</numerusform>
                <numerusform>más de {shown} de %n entradas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n entrada</numerusform>
                <numerusform>%n entradas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n entries</source>
            <translation>
                <numerusform>{shown} de %n entrada</numerusform>
                <numerusform>{shown} de %n entradas</numerusform>
            </translation>
        </message>
        <message>
            <source>Moving works inside a reading list.</source>
            <translation>Mover solo funciona dentro de una lista de lectura.</translation>
        </message>
        <message numerus="yes">
            <source>Deleted %n entries — Ctrl+Z brings them back.</source>
            <translation>
                <numerusform>%n entrada eliminada: Ctrl+Z la recupera.</numerusform>
                <numerusform>%n entradas eliminadas: Ctrl+Z las recupera.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>managed_files</name>
        <message>
            <source>{source}: cannot be copied to {folder} ({strerror})</source>
            <translation>{source}: no se puede copiar a {folder} ({strerror})</translation>
        </message>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>la entrada {entry_id} no está en la biblioteca</translation>
        </message>
        <message>
            <source>{current}: cannot be moved to {target} ({strerror})</source>
            <translation>{current}: no se puede mover a {target} ({strerror})</translation>
        </message>
        <message>
            <source>{now}: cannot be moved back to {target} ({strerror})</source>
            <translation>{now}: no se puede devolver a {target} ({strerror})</translation>
        </message>
    </context>
    <context>
        <name>members</name>
        <message>
            <source>private notes are for a shared library; a file's notes are yours</source>
            <translation>las notas privadas son para una biblioteca compartida; las notas de un archivo son suyas</translation>
        </message>
    </context>
    <context>
        <name>members_ui</name>
        <message>
            <source>&lt;b&gt;Read by&lt;/b&gt; {names}</source>
            <translation>&lt;b&gt;Leído por&lt;/b&gt; {names}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Reading:&lt;/b&gt; {names}</source>
            <translation>&lt;b&gt;Leyendo:&lt;/b&gt; {names}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Rated:&lt;/b&gt; {names}</source>
            <translation>&lt;b&gt;Valorado:&lt;/b&gt; {names}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Read by&lt;/b&gt; nobody yet</source>
            <translation>&lt;b&gt;Leído por&lt;/b&gt; nadie todavía</translation>
        </message>
        <message>
            <source>today</source>
            <translation>hoy</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>nadie todavía</translation>
        </message>
        <message>
            <source>{club} — next session {when}: “{title}”, presented by {presenter} · read by {readers}</source>
            <translation>{club} — próxima sesión {when}: «{title}», presentado por {presenter} · leído por {readers}</translation>
        </message>
        <message>
            <source>{club} — next session {when}: “{title}” · read by {readers}</source>
            <translation>{club} — próxima sesión {when}: «{title}» · leído por {readers}</translation>
        </message>
        <message>
            <source>Journal Club</source>
            <translation>Club de lectura</translation>
        </message>
    </context>
    <context>
        <name>merging</name>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>la entrada {entry_id} no está en la biblioteca</translation>
        </message>
        <message>
            <source>a merge choice is 'keep' or 'other', not {choice!r}</source>
            <translation>una elección de fusión es 'keep' u 'other', no {choice!r}</translation>
        </message>
        <message>
            <source>an entry cannot be merged with itself</source>
            <translation>una entrada no se puede fusionar consigo misma</translation>
        </message>
    </context>
    <context>
        <name>metadata</name>
        <message>
            <source>{text}: added as {detail}</source>
            <translation>{text}: añadido como {detail}</translation>
        </message>
        <message>
            <source>{text}: already in the library as {detail}</source>
            <translation>{text}: ya está en la biblioteca como {detail}</translation>
        </message>
        <message>
            <source>{text}: not added: {detail}</source>
            <translation>{text}: no añadido: {detail}</translation>
        </message>
        <message>
            <source>not a DOI or an arXiv id</source>
            <translation>no es un DOI ni un identificador arXiv</translation>
        </message>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>la entrada {entry_id} no está en la biblioteca</translation>
        </message>
        <message>
            <source>an answer in an encoding not asked for ({encoding})</source>
            <translation>una respuesta en una codificación no solicitada ({encoding})</translation>
        </message>
        <message>
            <source>a damaged compressed answer ({error})</source>
            <translation>una respuesta comprimida dañada ({error})</translation>
        </message>
        <message>
            <source>{host} sent an answer that is not JSON</source>
            <translation>{host} envió una respuesta que no es JSON</translation>
        </message>
        <message>
            <source>{host}'s answer held an unpaired surrogate (half of a UTF-16 character), replaced by �</source>
            <translation>la respuesta de {host} contenía un sustituto desparejado (medio carácter UTF-16), reemplazado por �</translation>
        </message>
        <message>
            <source>{name} did not answer in time; try again later</source>
            <translation>{name} no respondió a tiempo; inténtelo de nuevo más tarde</translation>
        </message>
        <message>
            <source>{name} sent an answer over {megabytes} MB; not read</source>
            <translation>{name} envió una respuesta de más de {megabytes} MB; no se leyó</translation>
        </message>
        <message>
            <source>{name} sent {exc}</source>
            <translation>{name} envió {exc}</translation>
        </message>
        <message>
            <source>{name} redirected to an address that is not valid</source>
            <translation>{name} redirigió a una dirección no válida</translation>
        </message>
        <message>
            <source>cannot reach {name} ({reason}); are you offline?</source>
            <translation>no se puede contactar con {name} ({reason}); ¿está sin conexión?</translation>
        </message>
        <message>
            <source>{name} is busy; try again later</source>
            <translation>{name} está ocupado; inténtelo de nuevo más tarde</translation>
        </message>
        <message>
            <source>{name} redirected more than {most} times; not followed</source>
            <translation>{name} redirigió más de {most} veces; no se siguió</translation>
        </message>
        <message>
            <source>{name} redirected to another site ({where}); not followed</source>
            <translation>{name} redirigió a otro sitio ({where}); no se siguió</translation>
        </message>
        <message>
            <source>{name} redirected in a loop; not followed</source>
            <translation>{name} redirigió en bucle; no se siguió</translation>
        </message>
        <message>
            <source>{name} asks to wait {seconds} s before the next request; try later</source>
            <translation>{name} pide esperar {seconds} s antes de la siguiente solicitud; inténtelo más tarde</translation>
        </message>
        <message>
            <source>{name} refuses more requests for now (rate limit); try later</source>
            <translation>{name} rechaza más solicitudes por ahora (límite de frecuencia); inténtelo más tarde</translation>
        </message>
        <message>
            <source>{name} refused the request ({status}); check the API key</source>
            <translation>{name} rechazó la solicitud ({status}); compruebe la clave de API</translation>
        </message>
        <message>
            <source>{name} answered {status}: {detail}</source>
            <translation>{name} respondió {status}: {detail}</translation>
        </message>
        <message>
            <source>{name} answered {status}</source>
            <translation>{name} respondió {status}</translation>
        </message>
        <message>
            <source>no abstract</source>
            <translation>sin resumen</translation>
        </message>
        <message>
            <source>abstract {percent}%</source>
            <translation>resumen {percent} %</translation>
        </message>
        <message>
            <source>title {percent}%</source>
            <translation>título {percent} %</translation>
        </message>
        <message>
            <source>no such {kind}: {nobody} knows {value}</source>
            <translation>{kind} inexistente: {nobody} conoce {value}</translation>
        </message>
        <message>
            <source>neither {first} nor {second}</source>
            <translation>ni {first} ni {second}</translation>
        </message>
        <message>
            <source>no service</source>
            <translation>ningún servicio</translation>
        </message>
        <message>
            <source>arXiv sent no feed</source>
            <translation>arXiv no envió ningún feed</translation>
        </message>
        <message>
            <source>arXiv answered {status} with no feed</source>
            <translation>arXiv respondió {status} sin feed</translation>
        </message>
        <message>
            <source>arXiv has no paper with id {arxiv_id}</source>
            <translation>arXiv no tiene ningún artículo con el identificador {arxiv_id}</translation>
        </message>
        <message>
            <source>Crossref sent an answer without a work in it</source>
            <translation>Crossref envió una respuesta sin ninguna obra</translation>
        </message>
        <message>
            <source>doi.org sent no BibTeX for {doi}</source>
            <translation>doi.org no envió BibTeX para {doi}</translation>
        </message>
        <message>
            <source>no entry in it</source>
            <translation>no contiene ninguna entrada</translation>
        </message>
        <message>
            <source>doi.org's BibTeX for {doi} could not be read ({reasons})</source>
            <translation>no se pudo leer el BibTeX de doi.org para {doi} ({reasons})</translation>
        </message>
    </context>
    <context>
        <name>migrate</name>
        <message>
            <source>BibDesk's groups could not be read ({why})</source>
            <translation>no se pudieron leer los grupos de BibDesk ({why})</translation>
        </message>
        <message>
            <source>it has no conditions</source>
            <translation>no tiene condiciones</translation>
        </message>
        <message>
            <source>its condition on '{key}' has no value</source>
            <translation>su condición sobre '{key}' no tiene valor</translation>
        </message>
        <message>
            <source>its condition '{key}' (comparison {comparison}) has no Papershelf search</source>
            <translation>su condición '{key}' (comparación {comparison}) no tiene equivalente en la búsqueda de Papershelf</translation>
        </message>
        <message>
            <source>it matches a regular expression</source>
            <translation>busca con una expresión regular</translation>
        </message>
        <message>
            <source>JabRef's {kind} has no counterpart in Papershelf</source>
            <translation>el {kind} de JabRef no tiene equivalente en Papershelf</translation>
        </message>
        <message>
            <source>Papershelf cannot search the field '{field}'</source>
            <translation>Papershelf no puede buscar en el campo '{field}'</translation>
        </message>
        <message>
            <source>its search has brackets</source>
            <translation>su búsqueda tiene paréntesis</translation>
        </message>
        <message>
            <source>its search '{search}' could not be read</source>
            <translation>no se pudo leer su búsqueda '{search}'</translation>
        </message>
        <message>
            <source>its search uses a regular expression</source>
            <translation>su búsqueda usa una expresión regular</translation>
        </message>
        <message>
            <source>its search is empty</source>
            <translation>su búsqueda está vacía</translation>
        </message>
        <message>
            <source>a saved search has its name</source>
            <translation>una búsqueda guardada ya tiene su nombre</translation>
        </message>
        <message>
            <source>smart group '{name}' not brought: {why}</source>
            <translation>grupo inteligente '{name}' no traído: {why}</translation>
        </message>
        <message>
            <source>entry '{key}': {link} could not be read</source>
            <translation>entrada '{key}': no se pudo leer {link}</translation>
        </message>
        <message>
            <source>no path</source>
            <translation>sin ruta</translation>
        </message>
        <message>
            <source>entry '{key}': {link} is not a file link</source>
            <translation>entrada '{key}': {link} no es un enlace a un archivo</translation>
        </message>
        <message>
            <source>group '{name}' not brought: {why}</source>
            <translation>grupo '{name}' no traído: {why}</translation>
        </message>
        <message>
            <source>tag '{name}' not brought: {why}</source>
            <translation>etiqueta '{name}' no traída: {why}</translation>
        </message>
        <message>
            <source>collection '{name}' not brought: {why}</source>
            <translation>colección '{name}' no traída: {why}</translation>
        </message>
        <message>
            <source>{found} items: {added} added</source>
            <translation>{found} elementos: {added} añadidos</translation>
        </message>
        <message>
            <source>, {updated} updated, {unchanged} unchanged</source>
            <translation>, {updated} actualizados, {unchanged} sin cambios</translation>
        </message>
        <message>
            <source>, {skipped} skipped as duplicates</source>
            <translation>, {skipped} omitidos por duplicados</translation>
        </message>
        <message>
            <source>; {notes} notes, {files} files ({missing} missing)</source>
            <translation>; {notes} notas, {files} archivos ({missing} faltan)</translation>
        </message>
        <message>
            <source>, {tags} tags, {lists} lists</source>
            <translation>, {tags} etiquetas, {lists} listas</translation>
        </message>
        <message>
            <source>, {annotations} annotations</source>
            <translation>, {annotations} anotaciones</translation>
        </message>
        <message>
            <source>; {trashed} in the trash skipped</source>
            <translation>; {trashed} en la papelera omitidos</translation>
        </message>
        <message>
            <source>not imported yet: {what}</source>
            <translation>aún no importado: {what}</translation>
        </message>
        <message>
            <source>ITEM {key}: {why}</source>
            <translation>ELEMENTO {key}: {why}</translation>
        </message>
        <message>
            <source>entry '{key}': {link} is missing: no file at {path}</source>
            <translation>entrada '{key}': falta {link}: no hay ningún archivo en {path}</translation>
        </message>
        <message>
            <source>entry '{key}': {link} not attached: {why}</source>
            <translation>entrada '{key}': {link} no adjuntado: {why}</translation>
        </message>
        <message>
            <source>standalone notes not brought</source>
            <translation>notas independientes no traídas</translation>
        </message>
        <message>
            <source>{kind} annotation {key} not brought: the reader has no {kind} annotations</source>
            <translation>anotación {kind} {key} no traída: el lector no tiene anotaciones {kind}</translation>
        </message>
        <message>
            <source>{kind} annotation {key} not brought: it is in the PDF itself (the reader reads it from there)</source>
            <translation>anotación {kind} {key} no traída: está en el propio PDF (el lector la lee de ahí)</translation>
        </message>
        <message>
            <source>{kind} annotation {key} not brought: it has no PDF page (an EPUB or web page annotation?)</source>
            <translation>anotación {kind} {key} no traída: no tiene página de PDF (¿una anotación de un EPUB o de una página web?)</translation>
        </message>
        <message>
            <source>{kind} annotation {key} not brought: its position has no rectangle</source>
            <translation>anotación {kind} {key} no traída: su posición no tiene rectángulo</translation>
        </message>
    </context>
    <context>
        <name>multi_edit</name>
        <message>
            <source>Changes here apply to every selected paper; Ctrl+Z undoes each.</source>
            <translation>Los cambios aquí se aplican a cada artículo seleccionado; Ctrl+Z deshace cada uno.</translation>
        </message>
        <message>
            <source>Mark {status}</source>
            <translation>Marcar «{status}»</translation>
        </message>
        <message>
            <source>One value for all of them</source>
            <translation>Un valor para todos</translation>
        </message>
        <message>
            <source>Set for All</source>
            <translation>Aplicar a todos</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Valoración</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Etiquetas</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Fijar</translation>
        </message>
    </context>
    <context>
        <name>new_entry</name>
        <message>
            <source>New Entry</source>
            <translation>Nueva entrada</translation>
        </message>
        <message>
            <source>made from the key pattern when left empty</source>
            <translation>se genera con el patrón de claves si se deja vacío</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>&amp;Añadir</translation>
        </message>
        <message>
            <source>&amp;Type:</source>
            <translation>&amp;Tipo:</translation>
        </message>
        <message>
            <source>&amp;Key:</source>
            <translation>&amp;Clave:</translation>
        </message>
        <message>
            <source>Fill in at least a title or an author.</source>
            <translation>Rellene al menos un título o un autor.</translation>
        </message>
        <message>
            <source>no {field}</source>
            <translation>sin {field}</translation>
        </message>
        <message>
            <source>A style will warn: {missing}.</source>
            <translation>Un estilo avisará: {missing}.</translation>
        </message>
        <message>
            <source>New entry</source>
            <translation>Nueva entrada</translation>
        </message>
    </context>
    <context>
        <name>no_viewer</name>
        <message>
            <source>files of this type</source>
            <translation>archivos de este tipo</translation>
        </message>
        <message>
            <source>{type} files</source>
            <translation>archivos {type}</translation>
        </message>
        <message>
            <source>No program on this computer opens {kind}.</source>
            <translation>Ningún programa de este ordenador abre {kind}.</translation>
        </message>
        <message>
            <source>Open File</source>
            <translation>Abrir archivo</translation>
        </message>
        <message>
            <source>No program on this computer opens “{name}” ({kind}).

Install a viewer for them, or open the file from its folder.</source>
            <translation>Ningún programa de este ordenador abre «{name}» ({kind}).

Instale un visor para ellos o abra el archivo desde su carpeta.</translation>
        </message>
    </context>
    <context>
        <name>open_failure</name>
        <message>
            <source>The library cannot be opened.

{reason}</source>
            <translation>No se puede abrir la biblioteca.

{reason}</translation>
        </message>
        <message>
            <source>The file has not been changed. What would you like to do?</source>
            <translation>El archivo no se ha modificado. ¿Qué desea hacer?</translation>
        </message>
        <message>
            <source>unreadable</source>
            <translation>ilegible</translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>1 entrada</numerusform>
                <numerusform>%n entradas</numerusform>
            </translation>
        </message>
        <message>
            <source>Open a Backup</source>
            <translation>Abrir una copia de seguridad</translation>
        </message>
        <message>
            <source>Backups:</source>
            <translation>Copias de seguridad:</translation>
        </message>
        <message>
            <source>Libraries (*.sqlite)</source>
            <translation>Bibliotecas (*.sqlite)</translation>
        </message>
        <message>
            <source>The shared library {library} cannot be opened.

{reason}</source>
            <translation>No se puede abrir la biblioteca compartida {library}.

{reason}</translation>
        </message>
        <message>
            <source>Nothing was changed on the server. Check the host, database and user; the password comes from ~/.pgpass, PGPASSWORD or a service file.</source>
            <translation>No se ha cambiado nada en el servidor. Compruebe el host, la base de datos y el usuario; la contraseña se toma de ~/.pgpass, PGPASSWORD o un archivo de servicio.</translation>
        </message>
        <message>
            <source>{path} is an empty file, not a Papershelf library.</source>
            <translation>{path} es un archivo vacío, no una biblioteca de Papershelf.</translation>
        </message>
        <message>
            <source>Make it a new, empty library? Nothing else is changed.</source>
            <translation>¿Convertirlo en una biblioteca nueva y vacía? No se cambia nada más.</translation>
        </message>
    </context>
    <context>
        <name>organise_ui</name>
        <message>
            <source>Add Tag…</source>
            <translation>Añadir etiqueta…</translation>
        </message>
        <message>
            <source>Remove Tag</source>
            <translation>Quitar etiqueta</translation>
        </message>
        <message>
            <source>Add to Reading List</source>
            <translation>Añadir a la lista de lectura</translation>
        </message>
        <message>
            <source>New Reading List…</source>
            <translation>Nueva lista de lectura…</translation>
        </message>
        <message>
            <source>Remove from This List</source>
            <translation>Quitar de esta lista</translation>
        </message>
        <message>
            <source>Edit List Note…</source>
            <translation>Editar nota de la lista…</translation>
        </message>
        <message>
            <source>New Tag</source>
            <translation>Nueva etiqueta</translation>
        </message>
        <message>
            <source>Name (use / to nest, e.g. ml/rl):</source>
            <translation>Nombre (use / para anidar, p. ej. ml/rl):</translation>
        </message>
        <message>
            <source>Merge Tags</source>
            <translation>Fusionar etiquetas</translation>
        </message>
        <message>
            <source>New Reading List</source>
            <translation>Nueva lista de lectura</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Nombre:</translation>
        </message>
        <message>
            <source>Describe Reading List</source>
            <translation>Describir la lista de lectura</translation>
        </message>
        <message>
            <source>List Note</source>
            <translation>Nota de la lista</translation>
        </message>
        <message>
            <source>Why is it in this list?</source>
            <translation>¿Por qué está en esta lista?</translation>
        </message>
        <message>
            <source>Type a search first, then save it.</source>
            <translation>Escriba primero una búsqueda y luego guárdela.</translation>
        </message>
        <message>
            <source>Save Search</source>
            <translation>Guardar búsqueda</translation>
        </message>
        <message>
            <source>Name of the saved search:</source>
            <translation>Nombre de la búsqueda guardada:</translation>
        </message>
        <message>
            <source>Rename Saved Search</source>
            <translation>Renombrar búsqueda guardada</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Nombre nuevo:</translation>
        </message>
        <message>
            <source>Edit Saved Search</source>
            <translation>Editar búsqueda guardada</translation>
        </message>
        <message>
            <source>Query:</source>
            <translation>Consulta:</translation>
        </message>
        <message>
            <source>Choose a reading list first.</source>
            <translation>Elija primero una lista de lectura.</translation>
        </message>
        <message>
            <source>Everything in this list has been read.</source>
            <translation>Todo lo de esta lista está leído.</translation>
        </message>
    </context>
    <context>
        <name>organising</name>
        <message numerus="yes">
            <source>Add tag '{name}' to %n entries</source>
            <translation>
                <numerusform>Añadir la etiqueta «{name}» a 1 entrada</numerusform>
                <numerusform>Añadir la etiqueta «{name}» a %n entradas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove tag '{name}' from %n entries</source>
            <translation>
                <numerusform>Quitar la etiqueta «{name}» de 1 entrada</numerusform>
                <numerusform>Quitar la etiqueta «{name}» de %n entradas</numerusform>
            </translation>
        </message>
        <message>
            <source>Create tag '{name}'</source>
            <translation>Crear la etiqueta «{name}»</translation>
        </message>
        <message>
            <source>Merge tag '{old}' into '{new}'</source>
            <translation>Fusionar la etiqueta «{old}» en «{new}»</translation>
        </message>
        <message>
            <source>Rename tag '{old}' to '{new}'</source>
            <translation>Cambiar el nombre de la etiqueta «{old}» a «{new}»</translation>
        </message>
        <message>
            <source>Change colour of tag '{name}'</source>
            <translation>Cambiar el color de la etiqueta «{name}»</translation>
        </message>
        <message>
            <source>Delete tag '{name}'</source>
            <translation>Eliminar la etiqueta «{name}»</translation>
        </message>
        <message numerus="yes">
            <source>Merge %n tags into '{target}'</source>
            <translation>
                <numerusform>Fusionar 1 etiqueta en «{target}»</numerusform>
                <numerusform>Fusionar %n etiquetas en «{target}»</numerusform>
            </translation>
        </message>
        <message>
            <source>Create reading list '{name}'</source>
            <translation>Crear la lista de lectura «{name}»</translation>
        </message>
        <message>
            <source>Rename reading list '{old}' to '{new}'</source>
            <translation>Cambiar el nombre de la lista de lectura «{old}» a «{new}»</translation>
        </message>
        <message>
            <source>Describe reading list '{name}'</source>
            <translation>Describir la lista de lectura «{name}»</translation>
        </message>
        <message>
            <source>Delete reading list '{name}'</source>
            <translation>Eliminar la lista de lectura «{name}»</translation>
        </message>
        <message numerus="yes">
            <source>Add %n entries to '{name}'</source>
            <translation>
                <numerusform>Añadir 1 entrada a «{name}»</numerusform>
                <numerusform>Añadir %n entradas a «{name}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove %n entries from '{name}'</source>
            <translation>
                <numerusform>Quitar 1 entrada de «{name}»</numerusform>
                <numerusform>Quitar %n entradas de «{name}»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries</source>
            <translation>
                <numerusform>Mover 1 entrada</numerusform>
                <numerusform>Mover %n entradas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries up</source>
            <translation>
                <numerusform>Subir 1 entrada</numerusform>
                <numerusform>Subir %n entradas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries down</source>
            <translation>
                <numerusform>Bajar 1 entrada</numerusform>
                <numerusform>Bajar %n entradas</numerusform>
            </translation>
        </message>
        <message>
            <source>Edit list note</source>
            <translation>Editar la nota de la lista</translation>
        </message>
        <message>
            <source>Save search '{name}'</source>
            <translation>Guardar la búsqueda «{name}»</translation>
        </message>
        <message>
            <source>that saved search is gone</source>
            <translation>esa búsqueda guardada ya no existe</translation>
        </message>
        <message>
            <source>Rename saved search '{old}' to '{new}'</source>
            <translation>Cambiar el nombre de la búsqueda guardada «{old}» a «{new}»</translation>
        </message>
        <message>
            <source>Edit saved search '{name}'</source>
            <translation>Editar la búsqueda guardada «{name}»</translation>
        </message>
        <message>
            <source>Delete saved search '{name}'</source>
            <translation>Eliminar la búsqueda guardada «{name}»</translation>
        </message>
    </context>
    <context>
        <name>pdf</name>
        <message>
            <source>is encrypted with a password</source>
            <translation>está cifrado con contraseña</translation>
        </message>
        <message>
            <source>is damaged or cut short ({error})</source>
            <translation>está dañado o incompleto ({error})</translation>
        </message>
        <message>
            <source>is {kind}, not a file; it is not read</source>
            <translation>es {kind}, no un archivo; no se lee</translation>
        </message>
        <message>
            <source>cannot be read: {error}</source>
            <translation>no se puede leer: {error}</translation>
        </message>
        <message>
            <source>is empty (0 bytes)</source>
            <translation>está vacío (0 bytes)</translation>
        </message>
        <message>
            <source>is not a PDF (it does not start with '%PDF-')</source>
            <translation>no es un PDF (no empieza por '%PDF-')</translation>
        </message>
        <message>
            <source>is encrypted with a password; its text cannot be read</source>
            <translation>está cifrado con contraseña; no se puede leer su texto</translation>
        </message>
        <message>
            <source>is damaged: no pages could be found</source>
            <translation>está dañado: no se encontró ninguna página</translation>
        </message>
        <message>
            <source>is damaged or cut short and cannot be shown</source>
            <translation>está dañado o incompleto y no se puede mostrar</translation>
        </message>
        <message>
            <source>cannot be shown ({why})</source>
            <translation>no se puede mostrar ({why})</translation>
        </message>
        <message>
            <source>is encrypted (AES) and cannot be read without a password</source>
            <translation>está cifrado (AES) y no se puede leer sin contraseña</translation>
        </message>
        <message>
            <source>is damaged: its objects refer to each other in a loop</source>
            <translation>está dañado: sus objetos se remiten unos a otros en bucle</translation>
        </message>
        <message>
            <source>could not be shown: tile {column},{row} is outside the page</source>
            <translation>no se pudo mostrar: el mosaico {column},{row} está fuera de la página</translation>
        </message>
        <message>
            <source>could not be shown: the renderer took longer than {seconds} s, and was stopped</source>
            <translation>no se pudo mostrar: el motor tardó más de {seconds} s y se detuvo</translation>
        </message>
        <message>
            <source>could not be shown ({why})</source>
            <translation>no se pudo mostrar ({why})</translation>
        </message>
        <message>
            <source>cannot be written: the file is not there</source>
            <translation>no se puede escribir: el archivo no está</translation>
        </message>
        <message>
            <source>is on a read-only disk or folder: the annotations stay in the library, the file is unchanged</source>
            <translation>está en un disco o carpeta de solo lectura: las anotaciones quedan en la biblioteca y el archivo no cambia</translation>
        </message>
    </context>
    <context>
        <name>pdf_hits</name>
        <message>
            <source>In the PDF, page {page}:</source>
            <translation>En el PDF, página {page}:</translation>
        </message>
        <message>
            <source>no text layer (a scan?)</source>
            <translation>sin capa de texto (¿un escaneo?)</translation>
        </message>
        <message>
            <source>A PDF cannot be searched: {reason}</source>
            <translation>No se puede buscar en un PDF: {reason}</translation>
        </message>
        <message>
            <source>In a comment, page {page} ({about}):</source>
            <translation>En un comentario, página {page} ({about}):</translation>
        </message>
        <message>
            <source>In an annotation, page {page} ({about}):</source>
            <translation>En una anotación, página {page} ({about}):</translation>
        </message>
    </context>
    <context>
        <name>pdf_import</name>
        <message>
            <source>DOI {doi}</source>
            <translation>DOI {doi}</translation>
        </message>
        <message>
            <source>arXiv {arxiv}</source>
            <translation>arXiv {arxiv}</translation>
        </message>
        <message>
            <source>{problem}; title from the file name, not searchable</source>
            <translation>{problem}; título tomado del nombre del archivo, no se puede buscar en él</translation>
        </message>
        <message>
            <source>{problem}; not searchable</source>
            <translation>{problem}; no se puede buscar en él</translation>
        </message>
        <message>
            <source>no text layer (a scan?): title from the file name, not searchable</source>
            <translation>sin capa de texto (¿un escaneo?): título tomado del nombre del archivo, no se puede buscar en él</translation>
        </message>
        <message>
            <source>title and authors inferred from the first page</source>
            <translation>título y autores deducidos de la primera página</translation>
        </message>
        <message>
            <source>title and authors inferred from the PDF's metadata</source>
            <translation>título y autores deducidos de los metadatos del PDF</translation>
        </message>
        <message>
            <source>title from the file name</source>
            <translation>título tomado del nombre del archivo</translation>
        </message>
        <message>
            <source>lookup of {value} failed ({error}); title and authors inferred</source>
            <translation>la consulta de {value} falló ({error}); título y autores deducidos</translation>
        </message>
        <message>
            <source>Lookup of {value} failed ({error}); title and authors inferred from the PDF.</source>
            <translation>La consulta de {value} falló ({error}); título y autores deducidos del PDF.</translation>
        </message>
        <message>
            <source>{path}: not imported: {reasons}</source>
            <translation>{path}: no importado: {reasons}</translation>
        </message>
        <message>
            <source>{path}: already in the library, attached to {key}</source>
            <translation>{path}: ya está en la biblioteca, adjunto a {key}</translation>
        </message>
        <message>
            <source>{path}: added as {key}</source>
            <translation>{path}: añadido como {key}</translation>
        </message>
        <message>
            <source>{path}: attached to the existing entry {key}</source>
            <translation>{path}: adjuntado a la entrada existente {key}</translation>
        </message>
        <message numerus="yes">
            <source>%n PDFs</source>
            <translation>
                <numerusform>%n PDF</numerusform>
                <numerusform>%n PDF</numerusform>
            </translation>
        </message>
        <message>
            <source>{pdfs}: {added} added</source>
            <translation>{pdfs}: {added} añadidos</translation>
        </message>
        <message numerus="yes">
            <source>, %n attached to existing entries</source>
            <translation>
                <numerusform>, %n adjuntado a entradas existentes</numerusform>
                <numerusform>, %n adjuntados a entradas existentes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n already in the library</source>
            <translation>
                <numerusform>, %n ya estaba en la biblioteca</numerusform>
                <numerusform>, %n ya estaban en la biblioteca</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n not imported</source>
            <translation>
                <numerusform>, %n no importado</numerusform>
                <numerusform>, %n no importados</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>pdf_import_ui</name>
        <message numerus="yes">
            <source>Reading %n PDFs…</source>
            <translation>
                <numerusform>Leyendo %n PDF…</numerusform>
                <numerusform>Leyendo %n PDF…</numerusform>
            </translation>
        </message>
        <message>
            <source>Reading PDF {done} of {total}: {name}</source>
            <translation>Leyendo PDF {done} de {total}: {name}</translation>
        </message>
        <message>
            <source>The PDFs were not imported: {problem}</source>
            <translation>Los PDF no se importaron: {problem}</translation>
        </message>
        <message>
            <source>Import PDFs</source>
            <translation>Importar PDF</translation>
        </message>
        <message>
            <source>Look Up Online…</source>
            <translation>Buscar en línea…</translation>
        </message>
        <message>
            <source>Not Now</source>
            <translation>Ahora no</translation>
        </message>
        <message numerus="yes">
            <source>%n of the papers have a DOI or arXiv id: look them up online to complete them?</source>
            <translation>
                <numerusform>%n de los artículos tiene un DOI o un id de arXiv: ¿buscarlos en línea para completarlos?</numerusform>
                <numerusform>%n de los artículos tienen un DOI o un id de arXiv: ¿buscarlos en línea para completarlos?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Import %n PDFs</source>
            <translation>
                <numerusform>Importar %n PDF</numerusform>
                <numerusform>Importar %n PDF</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lookups failed</source>
            <translation>
                <numerusform>%n búsqueda falló</numerusform>
                <numerusform>%n búsquedas fallaron</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>pdf_worker</name>
        <message>
            <source>a page took more than {seconds} s</source>
            <translation>una página tardó más de {seconds} s</translation>
        </message>
        <message>
            <source>reading took more than {seconds} s</source>
            <translation>la lectura tardó más de {seconds} s</translation>
        </message>
        <message>
            <source>it needs more than {megabytes} MB</source>
            <translation>necesita más de {megabytes} MB</translation>
        </message>
        <message>
            <source>the PDF {problem}</source>
            <translation>el PDF {problem}</translation>
        </message>
        <message>
            <source>is too costly to read ({why}); it is not read again unless asked</source>
            <translation>es demasiado costoso de leer ({why}); no se vuelve a leer salvo que se pida</translation>
        </message>
        <message>
            <source>its first pages took more than {seconds} s</source>
            <translation>sus primeras páginas tardaron más de {seconds} s</translation>
        </message>
    </context>
    <context>
        <name>people</name>
        <message>
            <source>This computer gives no user name to attach a display name to.</source>
            <translation>Este ordenador no da ningún nombre de usuario al que asociar un nombre visible.</translation>
        </message>
        <message>
            <source>A display name has at most {most} characters.</source>
            <translation>Un nombre visible tiene como máximo {most} caracteres.</translation>
        </message>
    </context>
    <context>
        <name>plans</name>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} min</translation>
        </message>
        <message>
            <source>{hours} h</source>
            <translation>{hours} h</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} h {minutes} min</translation>
        </message>
        <message>
            <source>that reading list is no longer there</source>
            <translation>esa lista de lectura ya no existe</translation>
        </message>
        <message>
            <source>'{text}' is not a date (write it as YYYY-MM-DD)</source>
            <translation>'{text}' no es una fecha (escríbala como AAAA-MM-DD)</translation>
        </message>
        <message>
            <source>'{text}' is not a pace (write it as N/week, e.g. 5/week)</source>
            <translation>'{text}' no es un ritmo (escríbalo como N/week, p. ej. 5/week)</translation>
        </message>
        <message>
            <source>a pace must be more than 0 and at most {most} a week</source>
            <translation>un ritmo debe ser mayor que 0 y como máximo {most} por semana</translation>
        </message>
        <message>
            <source>{day} {month}</source>
            <translation>{day} {month}</translation>
        </message>
        <message>
            <source>{day} {month} {year}</source>
            <translation>{day} {month} {year}</translation>
        </message>
        <message numerus="yes">
            <source>%n days</source>
            <translation>
                <numerusform>%n día</numerusform>
                <numerusform>%n días</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n papers</source>
            <translation>
                <numerusform>%n artículo</numerusform>
                <numerusform>%n artículos</numerusform>
            </translation>
        </message>
        <message>
            <source>{count} papers</source>
            <translation>{count} artículos</translation>
        </message>
        <message>
            <source>, {days} after the deadline</source>
            <translation>, {days} después de la fecha límite</translation>
        </message>
        <message>
            <source>, {days} before the deadline</source>
            <translation>, {days} antes de la fecha límite</translation>
        </message>
        <message>
            <source>, on the deadline</source>
            <translation>, justo en la fecha límite</translation>
        </message>
        <message>
            <source>Everything in “{name}” has been read.</source>
            <translation>Todo lo de «{name}» está leído.</translation>
        </message>
        <message>
            <source>{papers} left, about {time} of reading.</source>
            <translation>Quedan {papers}, unos {time} de lectura.</translation>
        </message>
        <message>
            <source>No pace yet: papers marked read in the last weeks teach it.</source>
            <translation>Aún no hay ritmo: lo enseñan los artículos marcados como leídos en las últimas semanas.</translation>
        </message>
        <message>
            <source>At your pace ({papers}, {time} a week) you finish on {day}{deadline}.</source>
            <translation>A su ritmo ({papers}, {time} por semana) terminará el {day}{deadline}.</translation>
        </message>
        <message>
            <source>At the goal's {count} a week, on {day}.</source>
            <translation>Con los {count} por semana del objetivo, el {day}.</translation>
        </message>
        <message>
            <source>on track with the goal</source>
            <translation>al día con el objetivo</translation>
        </message>
        <message>
            <source>{papers} ahead of the goal</source>
            <translation>{papers} por delante del objetivo</translation>
        </message>
        <message>
            <source>{papers} behind the goal</source>
            <translation>{papers} por detrás del objetivo</translation>
        </message>
        <message>
            <source>no goal</source>
            <translation>sin objetivo</translation>
        </message>
        <message>
            <source>by {day}</source>
            <translation>para el {day}</translation>
        </message>
        <message>
            <source>{count} papers a week</source>
            <translation>{count} artículos por semana</translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>Preferences</source>
            <translation>Preferencias</translation>
        </message>
        <message>
            <source>you@university.edu (optional)</source>
            <translation>usted@universidad.es (opcional)</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>opcional</translation>
        </message>
        <message>
            <source>&amp;Add Style File…</source>
            <translation>&amp;Añadir archivo de estilo…</translation>
        </message>
        <message>
            <source>Look up the DOI or arXiv id of PDFs dropped on the list</source>
            <translation>Consultar el DOI o el id de arXiv de los PDF soltados en la lista</translation>
        </message>
        <message>
            <source>Reading a paper's PDF marks an unread paper Reading</source>
            <translation>Leer el PDF de un artículo no leído lo marca como «Leyendo»</translation>
        </message>
        <message>
            <source>Looking papers up online</source>
            <translation>Consultar artículos en línea</translation>
        </message>
        <message>
            <source>Contact &amp;e-mail:</source>
            <translation>Correo de &amp;contacto:</translation>
        </message>
        <message>
            <source>Semantic Scholar API &amp;key:</source>
            <translation>&amp;Clave de la API de Semantic Scholar:</translation>
        </message>
        <message>
            <source>Attached files</source>
            <translation>Archivos adjuntos</translation>
        </message>
        <message>
            <source>&amp;Link files where they are</source>
            <translation>&amp;Enlazar los archivos donde están</translation>
        </message>
        <message>
            <source>&amp;Copy files into the library's folder</source>
            <translation>&amp;Copiar los archivos en la carpeta de la biblioteca</translation>
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation>&amp;Elegir…</translation>
        </message>
        <message>
            <source>&amp;Folder:</source>
            <translation>&amp;Carpeta:</translation>
        </message>
        <message>
            <source>Fields as in key patterns: [auth] [year] [title] ...</source>
            <translation>Campos como en los patrones de claves: [auth] [year] [title]...</translation>
        </message>
        <message>
            <source>&amp;Names:</source>
            <translation>&amp;Nombres:</translation>
        </message>
        <message>
            <source>Folder for Copies</source>
            <translation>Carpeta para las copias</translation>
        </message>
        <message>
            <source>Citations</source>
            <translation>Citas</translation>
        </message>
        <message>
            <source>Citation &amp;style:</source>
            <translation>E&amp;stilo de cita:</translation>
        </message>
        <message>
            <source>{label} (added)</source>
            <translation>{label} (añadido)</translation>
        </message>
        <message>
            <source>Add Citation Style</source>
            <translation>Añadir estilo de cita</translation>
        </message>
    </context>
    <context>
        <name>private_state</name>
        <message>
            <source>private notes and tags are for a shared library; on a file your notes and tags are yours</source>
            <translation>las notas y etiquetas privadas son para una biblioteca compartida; en un archivo, sus notas y etiquetas son suyas</translation>
        </message>
    </context>
    <context>
        <name>projects</name>
        <message>
            <source>no such citation format {fmt!r} (use {names})</source>
            <translation>no existe el formato de cita {fmt!r} (use {names})</translation>
        </message>
        <message>
            <source>{parent} is not in a git working tree</source>
            <translation>{parent} no está en un árbol de trabajo de git</translation>
        </message>
        <message>
            <source>git {command} failed: {reason}</source>
            <translation>git {command} falló: {reason}</translation>
        </message>
        <message>
            <source>git is not installed</source>
            <translation>git no está instalado</translation>
        </message>
        <message>
            <source>git did not finish within {seconds} s</source>
            <translation>git no terminó en {seconds} s</translation>
        </message>
        <message>
            <source>{path}: no file is kept for this project</source>
            <translation>{path}: no se mantiene ningún archivo para este proyecto</translation>
        </message>
        <message>
            <source>that reading list is no longer in the library</source>
            <translation>esa lista de lectura ya no está en la biblioteca</translation>
        </message>
        <message>
            <source>unknown export format {flavour!r} (use {names})</source>
            <translation>formato de exportación desconocido {flavour!r} (use {names})</translation>
        </message>
        <message>
            <source>a git commit needs a kept file (--bib)</source>
            <translation>un commit de git necesita un archivo mantenido (--bib)</translation>
        </message>
        <message>
            <source>{path} is not a linked writing project</source>
            <translation>{path} no es un proyecto de escritura vinculado</translation>
        </message>
    </context>
    <context>
        <name>projects.cayw_ui</name>
        <message>
            <source>Cannot start the server: {reason}</source>
            <translation>No se puede iniciar el servidor: {reason}</translation>
        </message>
        <message>
            <source>Cite as you write: {address}</source>
            <translation>Citas al escribir: {address}</translation>
        </message>
    </context>
    <context>
        <name>projects.editor_settings</name>
        <message>
            <source>Push to Editor</source>
            <translation>Enviar al editor</translation>
        </message>
        <message>
            <source>as started: nvim --listen ADDRESS (or $NVIM)</source>
            <translation>como se inició: nvim --listen DIRECCIÓN (o $NVIM)</translation>
        </message>
        <message>
            <source>Push to:</source>
            <translation>Enviar a:</translation>
        </message>
        <message>
            <source>Neovim server address:</source>
            <translation>Dirección del servidor de Neovim:</translation>
        </message>
        <message>
            <source>Vim server name:</source>
            <translation>Nombre del servidor de Vim:</translation>
        </message>
        <message>
            <source>Each command may use {citation}, {keys}, {elisp}, {keystrokes} and {server}; leave it blank for the default shown.</source>
            <translation>Cada orden puede usar {citation}, {keys}, {elisp}, {keystrokes} y {server}; déjela vacía para la predeterminada que se muestra.</translation>
        </message>
        <message>
            <source>{editor} command:</source>
            <translation>Orden de {editor}:</translation>
        </message>
        <message>
            <source>{editor} command: {reason}</source>
            <translation>Orden de {editor}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>projects.picker</name>
        <message>
            <source>Cite</source>
            <translation>Citar</translation>
        </message>
        <message>
            <source>Search to cite: words, key:, author:…</source>
            <translation>Buscar para citar: palabras, key:, author:…</translation>
        </message>
    </context>
    <context>
        <name>projects.push_ui</name>
        <message>
            <source>Select the papers to cite first</source>
            <translation>Seleccione primero los artículos que citar</translation>
        </message>
        <message>
            <source>Pushed {citation} to {editor}</source>
            <translation>{citation} enviado a {editor}</translation>
        </message>
    </context>
    <context>
        <name>projects.standalone</name>
        <message>
            <source>Papershelf — Cite</source>
            <translation>Papershelf — Citar</translation>
        </message>
    </context>
    <context>
        <name>projects.ui</name>
        <message>
            <source>Link Writing Project</source>
            <translation>Vincular proyecto de escritura</translation>
        </message>
        <message>
            <source>Keep a .bib of the cited entries (Cancel: none)</source>
            <translation>Mantener un .bib de las entradas citadas (Cancelar: ninguno)</translation>
        </message>
        <message>
            <source>Cannot link {file}: {reason}</source>
            <translation>No se puede vincular {file}: {reason}</translation>
        </message>
        <message>
            <source>Linked {path}</source>
            <translation>Vinculado {path}</translation>
        </message>
        <message>
            <source>Cannot write {path}: {reason}</source>
            <translation>No se puede escribir {path}: {reason}</translation>
        </message>
        <message>
            <source>{path}
{cited} cited in the library, {missing} missing, {uncited} in its list never cited</source>
            <translation>{path}
{cited} citados de la biblioteca, {missing} faltan, {uncited} de su lista nunca citados</translation>
        </message>
    </context>
    <context>
        <name>projects.view</name>
        <message>
            <source>add by identifier: {identifier}</source>
            <translation>añadir por identificador: {identifier}</translation>
        </message>
        <message>
            <source>closest: {keys}</source>
            <translation>más parecidas: {keys}</translation>
        </message>
        <message>
            <source>{name} — Writing project</source>
            <translation>{name} — Proyecto de escritura</translation>
        </message>
        <message>
            <source>Write .bib Now</source>
            <translation>Escribir el .bib ahora</translation>
        </message>
        <message>
            <source>Unlink</source>
            <translation>Desvincular</translation>
        </message>
        <message>
            <source>Double-click or Enter: add {identifier} by identifier</source>
            <translation>Doble clic o Intro: añadir {identifier} por identificador</translation>
        </message>
        <message>
            <source>{path} (read from {origin})</source>
            <translation>{path} (leído de {origin})</translation>
        </message>
        <message>
            <source>It cites everything (\nocite{*} or @*).</source>
            <translation>Lo cita todo (\nocite{*} o @*).</translation>
        </message>
        <message>
            <source>Kept written with the cited entries: {path}</source>
            <translation>Se mantiene escrito con las entradas citadas: {path}</translation>
        </message>
        <message numerus="yes">
            <source>%n cited entries lack what the style needs (⚠).</source>
            <translation>
                <numerusform>A 1 entrada citada le falta lo que necesita el estilo (⚠).</numerusform>
                <numerusform>A %n entradas citadas les falta lo que necesita el estilo (⚠).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>quick_tag</name>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>1 entrada</numerusform>
                <numerusform>%n entradas</numerusform>
            </translation>
        </message>
        <message>
            <source>On {on} of the {selected} selected; {total} in all</source>
            <translation>En {on} de las {selected} seleccionadas; {total} en total</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Añadir</translation>
        </message>
        <message>
            <source>Enter adds the tag</source>
            <translation>Intro añade la etiqueta</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <source>Enter removes the tag (Shift+Enter does once)</source>
            <translation>Intro quita la etiqueta (Mayús+Intro lo hace una vez)</translation>
        </message>
        <message>
            <source>Filter or create a tag…</source>
            <translation>Filtrar o crear una etiqueta…</translation>
        </message>
        <message>
            <source>Remove a tag from {entries}</source>
            <translation>Quitar una etiqueta de {entries}</translation>
        </message>
        <message>
            <source>Enter removes · Shift+Enter adds · Esc closes</source>
            <translation>Intro quita · Mayús+Intro añade · Esc cierra</translation>
        </message>
        <message>
            <source>Tag {entries}</source>
            <translation>Etiquetar {entries}</translation>
        </message>
        <message>
            <source>Enter adds · Shift+Enter removes · Esc closes</source>
            <translation>Intro añade · Mayús+Intro quita · Esc cierra</translation>
        </message>
        <message>
            <source>A new tag for the {entries}</source>
            <translation>Una etiqueta nueva para las {entries}</translation>
        </message>
    </context>
    <context>
        <name>read_only</name>
        <message>
            <source>This library is open in another Papershelf window (PID {pid}); this window is read-only.</source>
            <translation>Esta biblioteca está abierta en otra ventana de Papershelf (PID {pid}); esta ventana es de solo lectura.</translation>
        </message>
        <message>
            <source>{library} is open read-only ({reason}); this window can only read it.</source>
            <translation>{library} está abierta en solo lectura ({reason}); esta ventana solo puede leerla.</translation>
        </message>
        <message>
            <source>This library file is damaged ({reason}); this window is read-only so nothing more is written to it. Restore a backup (File › Restore from Backup), or copy out what you need.</source>
            <translation>Este archivo de biblioteca está dañado ({reason}); esta ventana es de solo lectura para que no se escriba nada más en él. Restaure una copia de seguridad (Archivo › Restaurar desde copia de seguridad) o copie lo que necesite.</translation>
        </message>
    </context>
    <context>
        <name>reader.annotating</name>
        <message>
            <source>Save Annotations to PDF</source>
            <translation>Guardar las anotaciones en el PDF</translation>
        </message>
        <message>
            <source>Saved into {file}: {added} added, {updated} updated, {removed} removed; the file as it was is kept at {backup}</source>
            <translation>Guardado en {file}: {added} añadidas, {updated} actualizadas, {removed} eliminadas; el archivo tal como estaba se conserva en {backup}</translation>
        </message>
    </context>
    <context>
        <name>reader.commands</name>
        <message>
            <source>Delete annotation</source>
            <translation>Eliminar anotación</translation>
        </message>
    </context>
    <context>
        <name>reader.find</name>
        <message>
            <source>not found</source>
            <translation>no encontrado</translation>
        </message>
        <message>
            <source>searching…</source>
            <translation>buscando…</translation>
        </message>
        <message>
            <source>{number} of {total}</source>
            <translation>{number} de {total}</translation>
        </message>
    </context>
    <context>
        <name>reader.launcher</name>
        <message>
            <source>Cannot read this paper: {reason}.</source>
            <translation>No se puede leer este artículo: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>reader.outline</name>
        <message>
            <source>Contents</source>
            <translation>Contenido</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>Página</translation>
        </message>
    </context>
    <context>
        <name>reader.panel</name>
        <message>
            <source>p. {page} · {kind}</source>
            <translation>p. {page} · {kind}</translation>
        </message>
        <message>
            <source>Annotations</source>
            <translation>Anotaciones</translation>
        </message>
        <message>
            <source>Annotations ({count})</source>
            <translation>Anotaciones ({count})</translation>
        </message>
        <message>
            <source>No annotations yet</source>
            <translation>Aún no hay anotaciones</translation>
        </message>
    </context>
    <context>
        <name>reader.window</name>
        <message>
            <source>{title} — Reader</source>
            <translation>{title} — Lector</translation>
        </message>
        <message>
            <source>Password</source>
            <translation>Contraseña</translation>
        </message>
        <message>
            <source>{file} {why}. Password:</source>
            <translation>{file} {why}. Contraseña:</translation>
        </message>
        <message>
            <source>Annotations in the file could not be kept: {reason}</source>
            <translation>No se han podido conservar las anotaciones del archivo: {reason}</translation>
        </message>
        <message>
            <source>This PDF could not be shown: {file} {why}.</source>
            <translation>No se ha podido mostrar este PDF: {file} {why}.</translation>
        </message>
        <message>
            <source>Annotations</source>
            <translation>Anotaciones</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>Contenido</translation>
        </message>
        <message>
            <source>Pages</source>
            <translation>Páginas</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>Reader</source>
            <translation>Lector</translation>
        </message>
        <message>
            <source>Find in PDF (Ctrl+F)</source>
            <translation>Buscar en el PDF (Ctrl+F)</translation>
        </message>
        <message>
            <source> Page </source>
            <translation> Página </translation>
        </message>
        <message>
            <source>Open Link</source>
            <translation>Abrir enlace</translation>
        </message>
        <message>
            <source>Open this address from the PDF in your browser?

{address}</source>
            <translation>¿Abrir esta dirección del PDF en su navegador?

{address}</translation>
        </message>
        <message>
            <source>The annotations in {file} could not be read: it {why}.</source>
            <translation>No se han podido leer las anotaciones de {file}: {why}.</translation>
        </message>
        <message>
            <source>Page {page} could not be shown: {why}.</source>
            <translation>No se ha podido mostrar la página {page}: {why}.</translation>
        </message>
    </context>
    <context>
        <name>reading_page</name>
        <message>
            <source>Untitled</source>
            <translation>Sin título</translation>
        </message>
        <message>
            <source>Title inferred from the abstract — Edit to correct it</source>
            <translation>Título deducido del resumen — Edita para corregirlo</translation>
        </message>
        <message>
            <source>Title inferred from its PDF — Edit to correct it</source>
            <translation>Título deducido de su PDF — Edita para corregirlo</translation>
        </message>
        <message>
            <source>No authors</source>
            <translation>Sin autores</translation>
        </message>
        <message>
            <source>and {count} more</source>
            <translation>y {count} más</translation>
        </message>
        <message>
            <source>No abstract.</source>
            <translation>Sin resumen.</translation>
        </message>
        <message>
            <source>NOTES</source>
            <translation>NOTAS</translation>
        </message>
        <message>
            <source>No notes yet — Edit to add your thoughts.</source>
            <translation>Aún no hay notas — Edita para añadir tus ideas.</translation>
        </message>
        <message>
            <source>Lists</source>
            <translation>Listas</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Clave</translation>
        </message>
        <message>
            <source>Keywords</source>
            <translation>Palabras clave</translation>
        </message>
        <message>
            <source>Editors</source>
            <translation>Editores</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>Añadido</translation>
        </message>
        <message>
            <source>Read on</source>
            <translation>Leído el</translation>
        </message>
        <message>
            <source>DETAILS</source>
            <translation>DETALLES</translation>
        </message>
    </context>
    <context>
        <name>reference_preview</name>
        <message>
            <source>Reference · {name}</source>
            <translation>Referencia · {name}</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
    </context>
    <context>
        <name>related_panel</name>
        <message>
            <source>{percent} alike</source>
            <translation>{percent} parecido</translation>
        </message>
        <message>
            <source> — shared: {words}</source>
            <translation> — en común: {words}</translation>
        </message>
        <message>
            <source>Related paper: {title}, {alike}</source>
            <translation>Artículo relacionado: {title}, {alike}</translation>
        </message>
        <message>
            <source>Suggested:</source>
            <translation>Sugerencias:</translation>
        </message>
        <message>
            <source>Add the tag '{name}' ({why})</source>
            <translation>Añadir la etiqueta «{name}» ({why})</translation>
        </message>
        <message>
            <source>RELATED PAPERS</source>
            <translation>ARTÍCULOS RELACIONADOS</translation>
        </message>
        <message>
            <source>Nothing alike yet</source>
            <translation>Aún no hay nada parecido</translation>
        </message>
    </context>
    <context>
        <name>ris</name>
        <message>
            <source>not a text file (it contains NUL bytes)</source>
            <translation>no es un archivo de texto (contiene bytes NUL)</translation>
        </message>
        <message>
            <source>not a RIS file (it has no 'TY  - ' line)</source>
            <translation>no es un archivo RIS (no tiene ninguna línea 'TY  - ')</translation>
        </message>
        <message>
            <source>text outside a record was ignored: '{text}'</source>
            <translation>se ignoró texto fuera de un registro: '{text}'</translation>
        </message>
        <message>
            <source>the record has no 'ER' line</source>
            <translation>el registro no tiene línea 'ER'</translation>
        </message>
        <message>
            <source>the record could not be read (malformed tag lines: {error})</source>
            <translation>no se pudo leer el registro (líneas de etiqueta mal formadas: {error})</translation>
        </message>
        <message>
            <source>the record could not be read</source>
            <translation>no se pudo leer el registro</translation>
        </message>
        <message>
            <source>the record is empty (only its type)</source>
            <translation>el registro está vacío (solo su tipo)</translation>
        </message>
    </context>
    <context>
        <name>saved_searches</name>
        <message>
            <source>a saved search needs a name</source>
            <translation>una búsqueda guardada necesita un nombre</translation>
        </message>
        <message>
            <source>a saved search's name can be at most {most} characters</source>
            <translation>el nombre de una búsqueda guardada puede tener como máximo {most} caracteres</translation>
        </message>
        <message>
            <source>saved search {number} is not in the library</source>
            <translation>la búsqueda guardada {number} no está en la biblioteca</translation>
        </message>
        <message>
            <source>a saved search called '{name}' already exists</source>
            <translation>ya existe una búsqueda guardada llamada '{name}'</translation>
        </message>
        <message>
            <source>a saved search needs a query or a scope</source>
            <translation>una búsqueda guardada necesita una consulta o un ámbito</translation>
        </message>
    </context>
    <context>
        <name>search</name>
        <message>
            <source>unmatched ')' ignored</source>
            <translation>')' sin pareja ignorado</translation>
        </message>
        <message>
            <source>OR needs a term on each side</source>
            <translation>OR necesita un término a cada lado</translation>
        </message>
        <message>
            <source>AND needs a term on each side</source>
            <translation>AND necesita un término a cada lado</translation>
        </message>
        <message>
            <source>nothing to exclude after '-' or NOT</source>
            <translation>nada que excluir después de '-' o NOT</translation>
        </message>
        <message>
            <source>only the first {count} terms are used</source>
            <translation>solo se usan los primeros {count} términos</translation>
        </message>
        <message>
            <source>parentheses nested too deeply; the inner ones were ignored</source>
            <translation>paréntesis anidados demasiado; se ignoraron los interiores</translation>
        </message>
        <message>
            <source>missing closing parenthesis</source>
            <translation>falta el paréntesis de cierre</translation>
        </message>
        <message>
            <source>'{text}' has no letters or digits; ignored</source>
            <translation>'{text}' no tiene letras ni dígitos; ignorado</translation>
        </message>
        <message>
            <source>missing closing quote</source>
            <translation>falta la comilla de cierre</translation>
        </message>
        <message>
            <source>empty quotes ignored</source>
            <translation>comillas vacías ignoradas</translation>
        </message>
        <message>
            <source>{field}: needs a value, e.g. {example}</source>
            <translation>{field}: necesita un valor, p. ej. {example}</translation>
        </message>
        <message>
            <source>fulltext: needs words, e.g. fulltext:"a sentence"</source>
            <translation>fulltext: necesita palabras, p. ej. fulltext:"una frase"</translation>
        </message>
        <message>
            <source>annotation: needs words, e.g. annotation:"a highlighted phrase"</source>
            <translation>annotation: necesita palabras, p. ej. annotation:"una frase resaltada"</translation>
        </message>
        <message>
            <source>a lone '-' was ignored (write -word to exclude a word)</source>
            <translation>se ignoró un '-' suelto (escriba -palabra para excluir una palabra)</translation>
        </message>
        <message>
            <source>unknown field '{field}:'; searched as text</source>
            <translation>campo desconocido '{field}:'; se buscó como texto</translation>
        </message>
        <message>
            <source>status: is unread, reading or read</source>
            <translation>status: es unread, reading o read</translation>
        </message>
    </context>
    <context>
        <name>search_box</name>
        <message>
            <source>Search: words, "phrases", tag:ml, year:&gt;=2022, -word…  (Ctrl+F)</source>
            <translation>Buscar: palabras, "frases", tag:ml, year:&gt;=2022, -palabra…  (Ctrl+F)</translation>
        </message>
        <message>
            <source>How to search</source>
            <translation>Cómo buscar</translation>
        </message>
    </context>
    <context>
        <name>shared_library</name>
        <message>
            <source>A shared library's URL starts with postgresql:// (or postgres://).</source>
            <translation>La URL de una biblioteca compartida empieza por postgresql:// (o postgres://).</translation>
        </message>
        <message>
            <source>This URL cannot be read ({reason}).</source>
            <translation>No se puede leer esta URL ({reason}).</translation>
        </message>
        <message>
            <source>Open Shared Library</source>
            <translation>Abrir biblioteca compartida</translation>
        </message>
        <message>
            <source>db.lab.example (empty: this computer)</source>
            <translation>db.lab.example (vacío: este ordenador)</translation>
        </message>
        <message>
            <source>your login name on this computer</source>
            <translation>su nombre de usuario en este ordenador</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Abrir</translation>
        </message>
        <message>
            <source>A library on a PostgreSQL server, shared with your lab:</source>
            <translation>Una biblioteca en un servidor PostgreSQL, compartida con su grupo:</translation>
        </message>
        <message>
            <source>Name the database (or paste a URL).</source>
            <translation>Indique la base de datos (o pegue una URL).</translation>
        </message>
        <message>
            <source>Opens {library}</source>
            <translation>Abre {library}</translation>
        </message>
        <message>
            <source>Papershelf could not start a new window for {library}.</source>
            <translation>Papershelf no ha podido abrir una ventana nueva para {library}.</translation>
        </message>
    </context>
    <context>
        <name>shortcuts_dialog</name>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <source>Filter: an action or a key (e.g. “tag”, “Ctrl+T”)</source>
            <translation>Filtro: una acción o una tecla (p. ej. «etiqueta», «Ctrl+T»)</translation>
        </message>
    </context>
    <context>
        <name>sidebar</name>
        <message>
            <source>Filter tags…</source>
            <translation>Filtrar etiquetas…</translation>
        </message>
        <message>
            <source>With all of these tags  ⇄</source>
            <translation>Con todas estas etiquetas  ⇄</translation>
        </message>
        <message>
            <source>Showing papers with all of the selected tags: click to switch to any</source>
            <translation>Se muestran los artículos con todas las etiquetas seleccionadas: haga clic para cambiar a «alguna»</translation>
        </message>
        <message>
            <source>With any of these tags  ⇄</source>
            <translation>Con alguna de estas etiquetas  ⇄</translation>
        </message>
        <message>
            <source>Showing papers with any of the selected tags: click to switch to all</source>
            <translation>Se muestran los artículos con alguna de las etiquetas seleccionadas: haga clic para cambiar a «todas»</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Renombrar…</translation>
        </message>
        <message>
            <source>Change Colour…</source>
            <translation>Cambiar color…</translation>
        </message>
        <message>
            <source>Include Again</source>
            <translation>Volver a incluir</translation>
        </message>
        <message>
            <source>Exclude from Results</source>
            <translation>Excluir de los resultados</translation>
        </message>
        <message>
            <source>Delete Tag</source>
            <translation>Eliminar etiqueta</translation>
        </message>
        <message>
            <source>New Tag…</source>
            <translation>Nueva etiqueta…</translation>
        </message>
        <message>
            <source>Read Next</source>
            <translation>Leer el siguiente</translation>
        </message>
        <message>
            <source>Edit Description…</source>
            <translation>Editar descripción…</translation>
        </message>
        <message>
            <source>Keep Exported To…</source>
            <translation>Mantener exportada en…</translation>
        </message>
        <message>
            <source>Stop Keeping Exported</source>
            <translation>Dejar de mantener exportada</translation>
        </message>
        <message>
            <source>Delete List</source>
            <translation>Eliminar lista</translation>
        </message>
        <message>
            <source>New Reading List…</source>
            <translation>Nueva lista de lectura…</translation>
        </message>
        <message>
            <source>Sort Tags by Name</source>
            <translation>Ordenar etiquetas por nombre</translation>
        </message>
        <message>
            <source>Sort Tags by Count</source>
            <translation>Ordenar etiquetas por número</translation>
        </message>
        <message numerus="yes">
            <source>Merge %n Tags into '{tag}'</source>
            <translation>
                <numerusform>Fusionar %n etiqueta en «{tag}»</numerusform>
                <numerusform>Fusionar %n etiquetas en «{tag}»</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sidebar_model</name>
        <message>
            <source>Library</source>
            <translation>Biblioteca</translation>
        </message>
        <message>
            <source>Reading lists</source>
            <translation>Listas de lectura</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Etiquetas</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>Búsquedas guardadas</translation>
        </message>
        <message>
            <source>Writing projects</source>
            <translation>Proyectos de escritura</translation>
        </message>
        <message>
            <source>All entries</source>
            <translation>Todas las entradas</translation>
        </message>
        <message numerus="yes">
            <source>Added in the last %n days</source>
            <translation>
                <numerusform>Añadido en el último día</numerusform>
                <numerusform>Añadidos en los últimos %n días</numerusform>
            </translation>
        </message>
        <message>
            <source>Recently added</source>
            <translation>Añadidos recientemente</translation>
        </message>
        <message>
            <source>In no reading list</source>
            <translation>En ninguna lista de lectura</translation>
        </message>
        <message>
            <source>Unfiled</source>
            <translation>Sin lista</translation>
        </message>
        <message>
            <source>Papers with an attached file not found</source>
            <translation>Artículos con un archivo adjunto no encontrado</translation>
        </message>
        <message>
            <source>Missing files</source>
            <translation>Archivos que faltan</translation>
        </message>
    </context>
    <context>
        <name>stats_view</name>
        <message>
            <source>Other</source>
            <translation>Otros</translation>
        </message>
        <message>
            <source>Reading statistics</source>
            <translation>Estadísticas de lectura</translation>
        </message>
        <message>
            <source>Added and read per month</source>
            <translation>Añadidos y leídos por mes</translation>
        </message>
        <message>
            <source>Backlog</source>
            <translation>Pendientes</translation>
        </message>
        <message>
            <source>papers not read yet, at the end of each month</source>
            <translation>artículos aún no leídos, al final de cada mes</translation>
        </message>
        <message>
            <source>Time from added to read</source>
            <translation>Tiempo desde que se añade hasta que se lee</translation>
        </message>
        <message>
            <source>read papers that know when</source>
            <translation>artículos leídos que saben cuándo</translation>
        </message>
        <message>
            <source>By venue</source>
            <translation>Por fuente</translation>
        </message>
        <message>
            <source>green: read</source>
            <translation>verde: leído</translation>
        </message>
        <message>
            <source>By publication year</source>
            <translation>Por año de publicación</translation>
        </message>
        <message>
            <source>By tag</source>
            <translation>Por etiqueta</translation>
        </message>
        <message>
            <source>No tags yet</source>
            <translation>Aún no hay etiquetas</translation>
        </message>
        <message>
            <source>Reading Statistics</source>
            <translation>Estadísticas de lectura</translation>
        </message>
        <message>
            <source>Export PNG…</source>
            <translation>Exportar PNG…</translation>
        </message>
        <message>
            <source>Show &amp;Numbers…</source>
            <translation>Mostrar &amp;números…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Export statistics</source>
            <translation>Exportar estadísticas</translation>
        </message>
        <message>
            <source>PNG image (*.png)</source>
            <translation>Imagen PNG (*.png)</translation>
        </message>
    </context>
    <context>
        <name>table_cells</name>
        <message>
            <source>p. {page}</source>
            <translation>p. {page}</translation>
        </message>
        <message>
            <source>p. {page} of {total}</source>
            <translation>p. {page} de {total}</translation>
        </message>
    </context>
    <context>
        <name>tag_editor</name>
        <message>
            <source>Type to find a tag; Enter or comma adds it, Backspace removes the last</source>
            <translation>Escriba para buscar una etiqueta; Intro o una coma la añaden, Retroceso quita la última</translation>
        </message>
    </context>
    <context>
        <name>tags</name>
        <message>
            <source>'{text}' is not a colour; write it as #rrggbb, e.g. #2563eb</source>
            <translation>'{text}' no es un color; escríbalo como #rrggbb, p. ej., #2563eb</translation>
        </message>
        <message>
            <source>a tag needs a name</source>
            <translation>una etiqueta necesita un nombre</translation>
        </message>
        <message>
            <source>a tag name can be at most {most} characters long</source>
            <translation>el nombre de una etiqueta puede tener como máximo {most} caracteres</translation>
        </message>
        <message>
            <source>there is no tag called '{name}'</source>
            <translation>no hay ninguna etiqueta llamada '{name}'</translation>
        </message>
        <message>
            <source>the tag '{name}' was deleted meanwhile</source>
            <translation>la etiqueta '{name}' se borró entretanto</translation>
        </message>
        <message>
            <source>cannot put the tags back: a name is taken now ({exc})</source>
            <translation>no se pueden restaurar las etiquetas: ahora hay un nombre ocupado ({exc})</translation>
        </message>
        <message>
            <source>a tag called '{name}' already exists</source>
            <translation>ya existe una etiqueta llamada '{name}'</translation>
        </message>
        <message>
            <source>'{text}' has an empty level; levels of a tag are separated by one '/', e.g. ml/rl</source>
            <translation>'{text}' tiene un nivel vacío; los niveles de una etiqueta se separan con una '/', p. ej. ml/rl</translation>
        </message>
    </context>
    <context>
        <name>tex_project</name>
        <message>
            <source>{name}: not a readable biblatex control file ({error})</source>
            <translation>{name}: no es un archivo de control de biblatex legible ({error})</translation>
        </message>
        <message>
            <source>{path}: not a LaTeX (.tex) or Markdown (.md, .qmd) document</source>
            <translation>{path}: no es un documento LaTeX (.tex) ni Markdown (.md, .qmd)</translation>
        </message>
        <message>
            <source>{path}: no such file or folder</source>
            <translation>{path}: no existe el archivo o la carpeta</translation>
        </message>
        <message>
            <source>{path}: no LaTeX or Markdown document in this folder</source>
            <translation>{path}: no hay ningún documento LaTeX ni Markdown en esta carpeta</translation>
        </message>
        <message>
            <source>{path}: cannot read ({error})</source>
            <translation>{path}: no se puede leer ({error})</translation>
        </message>
    </context>
    <context>
        <name>triage</name>
        <message>
            <source>Go through the unread papers of the view you came from, or the new imports</source>
            <translation>Repasar los artículos no leídos de la vista de la que viene, o las nuevas importaciones</translation>
        </message>
        <message>
            <source>Back to Library  (Esc)</source>
            <translation>Volver a la biblioteca  (Esc)</translation>
        </message>
        <message numerus="yes">
            <source>New imports — unread papers added in the last %n days</source>
            <translation>
                <numerusform>Nuevas importaciones: artículos no leídos añadidos el último día</numerusform>
                <numerusform>Nuevas importaciones: artículos no leídos añadidos en los últimos %n días</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} of {total}  ·  {left} left</source>
            <translation>{number} de {total}  ·  quedan {left}</translation>
        </message>
        <message>
            <source>Nothing to triage</source>
            <translation>Nada que clasificar</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Nothing to triage here&lt;/h2&gt;&lt;p&gt;Every paper of this view has been read or started.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Aquí no hay nada que clasificar&lt;/h2&gt;&lt;p&gt;Todos los artículos de esta vista están leídos o empezados.&lt;/p&gt;</translation>
        </message>
        <message numerus="yes">
            <source>&lt;h2&gt;All caught up&lt;/h2&gt;&lt;p&gt;You went through %n papers: {read} read, {now} to read now, {skipped} skipped.&lt;/p&gt;&lt;p&gt;← goes back · Esc returns to the library&lt;/p&gt;</source>
            <translation>
                <numerusform>&lt;h2&gt;Todo al día&lt;/h2&gt;&lt;p&gt;Ha repasado 1 artículo: {read} leídos, {now} para leer ahora, {skipped} omitidos.&lt;/p&gt;&lt;p&gt;← vuelve atrás · Esc regresa a la biblioteca&lt;/p&gt;</numerusform>
                <numerusform>&lt;h2&gt;Todo al día&lt;/h2&gt;&lt;p&gt;Ha repasado %n artículos: {read} leídos, {now} para leer ahora, {skipped} omitidos.&lt;/p&gt;&lt;p&gt;← vuelve atrás · Esc regresa a la biblioteca&lt;/p&gt;</numerusform>
            </translation>
        </message>
        <message>
            <source>Marked read — Ctrl+Z undoes it</source>
            <translation>Marcado como leído: Ctrl+Z lo deshace</translation>
        </message>
        <message>
            <source>Marked reading — Ctrl+Z undoes it</source>
            <translation>Marcado como leyendo: Ctrl+Z lo deshace</translation>
        </message>
        <message>
            <source>No reading lists yet</source>
            <translation>Aún no hay listas de lectura</translation>
        </message>
    </context>
    <context>
        <name>triage_card</name>
        <message numerus="yes">
            <source>{authors}, and %n more</source>
            <translation>
                <numerusform>{authors} y 1 más</numerusform>
                <numerusform>{authors} y %n más</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Sin título</translation>
        </message>
        <message>
            <source>No abstract.</source>
            <translation>Sin resumen.</translation>
        </message>
        <message>
            <source>Suggested tags</source>
            <translation>Etiquetas sugeridas</translation>
        </message>
        <message>
            <source>Add the tag '{name}' (Ctrl+{number})</source>
            <translation>Añadir la etiqueta «{name}» (Ctrl+{number})</translation>
        </message>
    </context>
    <context>
        <name>triage_session</name>
        <message>
            <source>in “{list}”</source>
            <translation>en «{list}»</translation>
        </message>
        <message>
            <source>in a reading list</source>
            <translation>en una lista de lectura</translation>
        </message>
        <message>
            <source>tagged “{tag}”</source>
            <translation>con la etiqueta «{tag}»</translation>
        </message>
        <message>
            <source>with the chosen tags</source>
            <translation>con las etiquetas elegidas</translation>
        </message>
        <message numerus="yes">
            <source>added in the last %n days</source>
            <translation>
                <numerusform>añadidos el último día</numerusform>
                <numerusform>añadidos en los últimos %n días</numerusform>
            </translation>
        </message>
        <message>
            <source>in no reading list</source>
            <translation>en ninguna lista de lectura</translation>
        </message>
        <message>
            <source>with a missing file</source>
            <translation>con un archivo que falta</translation>
        </message>
        <message>
            <source>in the library</source>
            <translation>de la biblioteca</translation>
        </message>
        <message>
            <source>Unread papers {place} matching “{query}”</source>
            <translation>Artículos no leídos {place} que coinciden con «{query}»</translation>
        </message>
        <message>
            <source>Unread papers {place}</source>
            <translation>Artículos no leídos {place}</translation>
        </message>
    </context>
    <context>
        <name>web</name>
        <message>
            <source>{service} sent {kind}, not an object</source>
            <translation>{service} envió {kind}, no un objeto</translation>
        </message>
        <message>
            <source>{service} sent an answer that could not be read ({why})</source>
            <translation>{service} envió una respuesta que no se pudo leer ({why})</translation>
        </message>
        <message>
            <source>not an Atom feed ({error})</source>
            <translation>no es un canal Atom ({error})</translation>
        </message>
        <message>
            <source>not an Atom feed</source>
            <translation>no es un canal Atom</translation>
        </message>
        <message>
            <source>the arXiv API reported an error</source>
            <translation>la API de arXiv informó de un error</translation>
        </message>
    </context>
    <context>
        <name>widgets</name>
        <message>
            <source>{rating} of {most} stars</source>
            <translation>{rating} de {most} estrellas</translation>
        </message>
        <message>
            <source>Not rated</source>
            <translation>Sin valorar</translation>
        </message>
        <message>
            <source>{rating} — click a star or press 0-5</source>
            <translation>{rating}: haga clic en una estrella o pulse 0-5</translation>
        </message>
        <message>
            <source>Mark as {status}</source>
            <translation>Marcar como «{status}»</translation>
        </message>
    </context>
    <context>
        <name>window_menus</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;Paper</source>
            <translation>Artícu&amp;lo</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ay&amp;uda</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>&amp;Columns</source>
            <translation>&amp;Columnas</translation>
        </message>
        <message>
            <source>Ra&amp;ting</source>
            <translation>&amp;Valoración</translation>
        </message>
    </context>
    <context>
        <name>zotero</name>
        <message>
            <source>no address</source>
            <translation>sin dirección</translation>
        </message>
        <message>
            <source>a link to a web page ({url}), not a file</source>
            <translation>un enlace a una página web ({url}), no un archivo</translation>
        </message>
        <message>
            <source>Zotero keeps no path for it</source>
            <translation>Zotero no guarda ninguna ruta para él</translation>
        </message>
        <message>
            <source>its path is relative to Zotero's base directory, which was not given (--zotero-base)</source>
            <translation>su ruta es relativa al directorio base de Zotero, que no se indicó (--zotero-base)</translation>
        </message>
        <message>
            <source>attachment '{name}' not brought: {why}</source>
            <translation>adjunto '{name}' no traído: {why}</translation>
        </message>
        <message>
            <source>attachment '{name}' is missing: no file at {path}</source>
            <translation>falta el adjunto '{name}': no hay ningún archivo en {path}</translation>
        </message>
        <message>
            <source>no such file</source>
            <translation>no existe el archivo</translation>
        </message>
        <message>
            <source>cannot be opened: {why}</source>
            <translation>no se puede abrir: {why}</translation>
        </message>
        <message>
            <source>is not a SQLite database ({why})</source>
            <translation>no es una base de datos SQLite ({why})</translation>
        </message>
        <message>
            <source>is damaged or not Zotero's ({why})</source>
            <translation>está dañada o no es de Zotero ({why})</translation>
        </message>
        <message>
            <source>is not a Zotero database (no items table)</source>
            <translation>no es una base de datos de Zotero (no hay tabla items)</translation>
        </message>
        <message>
            <source>is a Zotero 4 (or older) database: open it once in a current Zotero, then import</source>
            <translation>es una base de datos de Zotero 4 (o anterior): ábrala una vez en un Zotero actual y luego impórtela</translation>
        </message>
        <message>
            <source>has a Zotero schema this Papershelf cannot read ({table} lacks {columns}): a newer Zotero than it knows?</source>
            <translation>tiene un esquema de Zotero que este Papershelf no puede leer (a {table} le falta {columns}): ¿un Zotero más reciente de los que conoce?</translation>
        </message>
        <message>
            <source>is damaged ({why})</source>
            <translation>está dañada ({why})</translation>
        </message>
    </context>
    <context>
        <name>zotero_ui</name>
        <message>
            <source>Import from Zotero</source>
            <translation>Importar desde Zotero</translation>
        </message>
        <message>
            <source>Cannot import from Zotero: {reason}</source>
            <translation>No se puede importar desde Zotero: {reason}</translation>
        </message>
        <message>
            <source>Zotero library</source>
            <translation>biblioteca de Zotero</translation>
        </message>
        <message>
            <source>Import from Zotero cancelled; nothing was kept</source>
            <translation>Importación desde Zotero cancelada; no se ha conservado nada</translation>
        </message>
        <message>
            <source>Imported from Zotero: {summary}.</source>
            <translation>Importado desde Zotero: {summary}.</translation>
        </message>
    </context>
</TS>

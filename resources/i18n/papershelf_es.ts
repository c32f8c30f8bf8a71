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
            <source>Double-click to open; right-click for more. Drop files here to attach.</source>
            <translation>Doble clic para abrir; clic derecho para más. Suelte archivos aquí para adjuntarlos.</translation>
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
            <source>the name other members see for you</source>
            <translation>el nombre con el que le ven los demás miembros</translation>
        </message>
        <message>
            <source>back the library up now (compressed), or list backups</source>
            <translation>hacer ahora una copia de seguridad de la biblioteca (comprimida) o listar las copias</translation>
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
